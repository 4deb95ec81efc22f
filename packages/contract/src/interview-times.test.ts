import { describe, expect, it } from 'vitest';
import { formatInterviewSlot, timeZoneName } from './interview-times.ts';
import { INTERVIEW_MESSAGES } from './interview-words.ts';
import { slotProblems } from './interviews.ts';

describe('interview times for a reader', () => {
  it('names the zone as a place', () => {
    expect(timeZoneName('Europe/London')).toBe('London time');
    expect(timeZoneName('America/New_York')).toBe('New York time');
    expect(timeZoneName('UTC')).toBe('UTC');
  });

  it('writes one instant in each reader’s zone, summer time included', () => {
    const slot = { start: '2026-07-01T13:00:00Z', end: '2026-07-01T13:45:00Z' };
    expect(formatInterviewSlot(slot, 'Europe/London')).toBe('Wednesday 1 July 2026, 14:00 to 14:45 London time');
    expect(formatInterviewSlot(slot, 'America/New_York')).toBe('Wednesday 1 July 2026, 09:00 to 09:45 New York time');
  });
});

describe('proposed times', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const at = (start: string, end: string) => ({ start, end });
  it('refuses the past, an end before the start, lengths out of bounds and overlaps, naming each time', () => {
    expect(slotProblems([at('2026-06-01T11:00:00Z', '2026-06-01T11:30:00Z')], now)).toEqual([INTERVIEW_MESSAGES.slotInPast(1)]);
    expect(slotProblems([at('2026-06-02T11:00:00Z', '2026-06-02T10:00:00Z')], now)).toEqual([INTERVIEW_MESSAGES.slotEndsFirst(1)]);
    expect(slotProblems([at('2026-06-02T11:00:00Z', '2026-06-02T20:00:00Z')], now)).toEqual([INTERVIEW_MESSAGES.slotTooLong(1)]);
    expect(
      slotProblems([at('2026-06-02T10:00:00+01:00', '2026-06-02T11:00:00+01:00'), at('2026-06-02T09:30:00Z', '2026-06-02T10:30:00Z')], now),
    ).toEqual([INTERVIEW_MESSAGES.slotsOverlap(1, 2)]);
    expect(slotProblems([at('2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z'), at('2026-06-02T11:00:00Z', '2026-06-02T12:00:00Z')], now)).toEqual([]);
  });
});

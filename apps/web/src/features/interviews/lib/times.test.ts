import { describe, expect, it } from 'vitest';
import { upcomingBooked } from './counts';
import { isoToLocal, localToIso } from './times';

describe('interview times in the browser', () => {
  it('turns the picker’s wall-clock value into UTC and back', () => {
    const iso = localToIso('2026-12-01T14:00');
    expect(iso).toBe(new Date(2026, 11, 1, 14, 0).toISOString());
    expect(isoToLocal(iso)).toBe('2026-12-01T14:00');
    expect(localToIso('')).toBe('');
    expect(localToIso('not a time')).toBe('');
  });

  it('counts only booked interviews still ahead as scheduled', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const interview = (status: 'booked' | 'proposed' | 'cancelled', end: string) =>
      ({ status, booked_slot: { id: 1, start: end, end } }) as unknown as Parameters<typeof upcomingBooked>[0][number];
    expect(upcomingBooked([interview('booked', '2026-06-02T10:00:00Z'), interview('booked', '2026-05-30T10:00:00Z'), interview('proposed', '2026-06-02T10:00:00Z'), interview('cancelled', '2026-06-02T10:00:00Z')], now)).toBe(1);
  });
});

import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { untilSoonestLapse } from './awaiting-reply';

const page = (deadlines: Array<string | null>): Page<JobApplicationAnswer> =>
  ({ count: deadlines.length, next: null, previous: null, results: deadlines.map((reply_due_at) => ({ reply_due_at })) }) as unknown as Page<JobApplicationAnswer>;

describe('Awaiting your reply is read again when its soonest deadline passes', () => {
  const now = Date.parse('2026-11-28T10:00:00Z');

  it('waits until just after the soonest deadline', () => {
    expect(untilSoonestLapse(page(['2026-11-28T10:05:00Z', '2026-11-28T10:01:00Z', null]), now)).toBe(62_000);
  });

  it('asks again soon, not at once, for a deadline already past (the sweep has yet to close it)', () => {
    expect(untilSoonestLapse(page(['2026-11-28T09:00:00Z']), now)).toBe(5_000);
  });

  it('does not poll without deadlines, and waits at most a day', () => {
    expect(untilSoonestLapse(page([null]), now)).toBe(false);
    expect(untilSoonestLapse(undefined, now)).toBe(false);
    expect(untilSoonestLapse(page(['2027-01-28T10:00:00Z']), now)).toBe(24 * 60 * 60 * 1000);
  });
});

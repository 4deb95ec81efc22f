import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatRelative, formatTime } from './dates';

const dates = fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true });

describe('dates', () => {
  it('formats calendar dates in en-GB without shifting the day', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
  });
  it('writes dates and times exactly as Intl.DateTimeFormat does in en-GB', () => {
    const short = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatDate(date)).toBe(short.format(date));
        expect(formatLongDate(date)).toBe(long.format(date));
        expect(formatTime(date)).toBe(time.format(date).replace(':', '.'));
      }),
    );
  });
  it('formats event times as HH.MM', () => {
    expect(formatTime(new Date(2025, 0, 1, 9, 5))).toBe('09.05');
  });
  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('describes a past moment relative to now', () => {
    const now = new Date(2025, 0, 10, 12);
    expect(formatRelative(new Date(2025, 0, 8, 12), now)).toBe('2 days ago');
  });
});

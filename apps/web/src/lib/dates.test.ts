import { describe, expect, it } from 'vitest';
import { formatDate, formatRelative, formatTime } from './dates';

describe('dates', () => {
  it('formats calendar dates in en-GB without shifting the day', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
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

import { describe, expect, it } from 'vitest';
import { parseDay } from './dates.ts';
import { experienceShare, mergePeriods, requiredYears, yearsWorked } from './experience.ts';

const yearsAt = (today: string, entries: { start_date: string; end_date: string | null }[]) =>
  yearsWorked(mergePeriods(entries), parseDay(today) ?? 0);

describe('yearsWorked', () => {
  it('counts overlapping periods once', () => {
    const overlapping = yearsAt('2025-01-01', [
      { start_date: '2015-01-01', end_date: '2019-01-01' },
      { start_date: '2017-01-01', end_date: '2021-01-01' },
    ]);
    const single = yearsAt('2025-01-01', [{ start_date: '2015-01-01', end_date: '2021-01-01' }]);
    expect(overlapping).toBe(single);
    expect(overlapping).toBeCloseTo(6, 1);
  });

  it('counts a period inside another once', () => {
    expect(
      yearsAt('2025-01-01', [
        { start_date: '2010-01-01', end_date: '2020-01-01' },
        { start_date: '2012-01-01', end_date: '2013-01-01' },
      ]),
    ).toBeCloseTo(10, 1);
  });

  it('adds separate periods', () => {
    expect(
      yearsAt('2025-01-01', [
        { start_date: '2010-01-01', end_date: '2012-01-01' },
        { start_date: '2020-01-01', end_date: '2021-01-01' },
      ]),
    ).toBeCloseTo(3, 1);
  });

  it('runs an empty or null end date until the given today', () => {
    expect(yearsAt('2025-01-01', [{ start_date: '2020-01-01', end_date: '' }])).toBeCloseTo(5, 1);
    expect(yearsAt('2027-01-01', [{ start_date: '2020-01-01', end_date: null }])).toBeCloseTo(7, 1);
  });

  it('counts nothing after today, and skips entries whose dates make no sense', () => {
    expect(yearsAt('2025-01-01', [{ start_date: '2026-01-01', end_date: null }])).toBe(0);
    expect(
      yearsAt('2025-01-01', [
        { start_date: 'soon', end_date: null },
        { start_date: '2020-02-31', end_date: null },
        { start_date: '2022-01-01', end_date: '2021-01-01' },
      ]),
    ).toBe(0);
  });
});

describe('experienceShare', () => {
  it('is full at or above the requirement and linear below it', () => {
    expect(experienceShare(6, 5)).toBe(1);
    expect(experienceShare(2.5, 5)).toBe(0.5);
    expect(experienceShare(0, 5)).toBe(0);
  });

  it('reads a missing, negative or non-numeric requirement as none', () => {
    for (const value of [null, undefined, -3, Number.NaN, 0])
      expect(experienceShare(0, requiredYears(value))).toBe(1);
  });
});

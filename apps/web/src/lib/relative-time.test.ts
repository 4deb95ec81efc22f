import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativePhrase } from './relative-time';
import type { RelativeUnit } from './relative-time';

const UNITS: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

describe('relativePhrase', () => {
  it('says what Intl.RelativeTimeFormat says in en-GB with numeric: auto', () => {
    const intl = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
    const cases = fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.constantFrom(...UNITS));
    fc.assert(
      fc.property(cases, ([value, unit]) => relativePhrase(value, unit) === intl.format(value, unit)),
    );
  });

  it('names the nearest moments in words', () => {
    expect(relativePhrase(-1, 'day')).toBe('yesterday');
    expect(relativePhrase(0, 'second')).toBe('now');
    expect(relativePhrase(-3, 'week')).toBe('3 weeks ago');
  });
});

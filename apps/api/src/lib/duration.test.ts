import { describe, expect, it } from 'vitest';
import { describeDuration, parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it.each([
    ['30s', 30_000],
    ['15m', 900_000],
    ['2h', 7_200_000],
    ['14d', 1_209_600_000],
    ['1s', 1_000],
  ])('reads %s as %i ms', (written, ms) => {
    expect(parseDuration(written)).toBe(ms);
  });

  it.each(['', '14', 'd', '0s', '1.5h', '-2h', '2 h', '2H', '2w', ' 2h', '1234567d', '2hours'])('refuses %j', (written) => {
    expect(parseDuration(written)).toBeUndefined();
  });
});

describe('describeDuration', () => {
  it.each([
    ['30d', '30 days'],
    ['1d', '1 day'],
    ['36h', '36 hours'],
    ['90m', '90 minutes'],
    ['10s', '10 seconds'],
    ['1s', '1 second'],
  ])('says %s as %j', (written, words) => {
    expect(describeDuration(parseDuration(written) ?? 0)).toBe(words);
  });

  it('rounds what is not a whole number of seconds', () => {
    expect(describeDuration(1_500)).toBe('2 seconds');
    expect(describeDuration(200)).toBe('1 second');
  });
});

import { describe, expect, it } from 'vitest';
import { groupedWhole } from './saved-search-words.ts';

describe('groupedWhole', () => {
  it('groups a whole number as en-GB does', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 100_000_000, 1_234_567_890]) {
      expect(groupedWhole(value)).toBe(value.toLocaleString('en-GB'));
    }
  });
});

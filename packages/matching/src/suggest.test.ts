import { describe, expect, it } from 'vitest';
import { nearestSkills } from './suggest.ts';
import { vocabulary } from './test-support/factories.ts';

describe('nearestSkills', () => {
  it('offers the catalogue skills a partial or misspelt word is nearest', () => {
    expect(nearestSkills(vocabulary, 'Pyth')[0]).toBe('Python');
    expect(nearestSkills(vocabulary, 'Djnago')).toContain('Django');
  });

  it('offers nothing for a word far from every skill', () => {
    expect(nearestSkills(vocabulary, 'Underwater basket weaving')).toEqual([]);
  });
});

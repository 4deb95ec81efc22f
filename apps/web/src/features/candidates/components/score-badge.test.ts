import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-badge';

describe('scoreBand', () => {
  it('puts 90 and over high, 70 to 89 medium, the rest low', () => {
    expect(scoreBand(90)).toBe('high');
    expect(scoreBand(89)).toBe('medium');
    expect(scoreBand(70)).toBe('medium');
    expect(scoreBand(69)).toBe('low');
  });
});

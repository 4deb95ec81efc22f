import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainMatch, scoreMatch } from './score.ts';
import { candidateArb, jobArb } from './test-support/arbitraries.ts';
import { TODAY, vocabulary } from './test-support/factories.ts';

describe('scoreMatch for any input', () => {
  it('stays a whole number within 0 to 100', () => {
    fc.assert(
      fc.property(candidateArb(), jobArb(), (candidate, job) => {
        const score = scoreMatch(vocabulary, candidate, job, { today: TODAY });
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });

  it('explains exactly the score it gives, with each factor within its weight', () => {
    fc.assert(
      fc.property(candidateArb(), jobArb(), (candidate, job) => {
        const explanation = explainMatch(vocabulary, candidate, job, { today: TODAY });
        expect(explanation.score).toBe(scoreMatch(vocabulary, candidate, job, { today: TODAY }));
        for (const factor of Object.values(explanation.factors)) {
          expect(factor.earned).toBeGreaterThanOrEqual(0);
          expect(factor.earned).toBeLessThanOrEqual(factor.possible);
        }
        const earned = Object.values(explanation.factors).reduce((sum, f) => sum + f.earned, 0);
        expect(Math.abs(earned - explanation.score)).toBeLessThanOrEqual(0.51);
      }),
      { numRuns: 300 },
    );
  });
});

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
        const factors = Object.values(explanation.factors);
        const earned = factors.reduce((sum, f) => sum + f.earned, 0);
        // The score is the exact sum rounded (0.5 at most); each factor is shown to two decimals (0.005 each).
        expect(Math.abs(earned - explanation.score)).toBeLessThanOrEqual(0.5 + 0.005 * factors.length + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('never lowers a score for more of a required skill (added, or at a higher level)', () => {
    fc.assert(
      fc.property(candidateArb(), jobArb(), fc.nat(), fc.integer({ min: 0, max: 10 }), (candidate, job, pick, level) => {
        const keywords = typeof job.keywords === 'string' ? job.keywords.split(',') : job.keywords;
        if (keywords.length === 0) return;
        const name = keywords[pick % keywords.length]!;
        const before = scoreMatch(vocabulary, candidate, job, { today: TODAY });
        const current = Math.max(-1, ...candidate.skills.filter((s) => s.name === name).map((s) => s.score));
        const more = { ...candidate, skills: [...candidate.skills, { name, score: Math.max(level, current) }] };
        expect(scoreMatch(vocabulary, more, job, { today: TODAY })).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps matched, related and missing skills apart, and scores at most 20 with none matched or related', () => {
    fc.assert(
      fc.property(candidateArb(), jobArb(), (candidate, job) => {
        const explanation = explainMatch(vocabulary, candidate, job, { today: TODAY });
        const names = [...explanation.matchedSkills, ...explanation.relatedSkills, ...explanation.missingSkills].map(
          (s) => s.key,
        );
        expect(new Set(names).size).toBe(names.length);
        for (const related of explanation.relatedSkills) expect(related.credit).toBeLessThanOrEqual(0.5);
        if (explanation.matchedSkills.length + explanation.relatedSkills.length === 0)
          expect(explanation.score).toBeLessThanOrEqual(20);
      }),
      { numRuns: 300 },
    );
  });
});

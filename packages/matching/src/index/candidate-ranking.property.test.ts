import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score.ts';
import { candidateArb, jobArb } from '../test-support/arbitraries.ts';
import { TODAY, vocabulary } from '../test-support/factories.ts';
import { CandidateIndex } from './candidate-index.ts';

// A popular job: its skills are the candidates' own, so most candidates share one or more and only the bounds
// on experience, education and place (candidate-ranking.ts, ownBound) keep the index from scoring them all.
describe('CandidateIndex at a popular job', () => {
  it('ranks as scoring every candidate one by one does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(candidateArb(fc.integer({ min: 1, max: 100_000 })), { selector: (c) => c.id, minLength: 1, maxLength: 150 }),
        jobArb(),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (candidates, job, skillCount, k) => {
          const names = [...new Set(candidates.flatMap((c) => c.skills.map((s) => s.name)))].slice(0, skillCount);
          const popular = { ...job, keywords: names.length > 0 ? names : job.keywords };
          const index = new CandidateIndex({ vocabulary, today: TODAY });
          index.upsertMany(candidates);
          const plain = candidates
            .map((c) => ({ id: c.id, score: scoreMatch(vocabulary, c, popular, { today: TODAY }) }))
            .sort((a, b) => b.score - a.score || a.id - b.id)
            .slice(0, k);
          const fast = index.topCandidatesFor(popular, { k }).map((r) => ({ id: r.candidateId, score: r.score }));
          expect(fast).toEqual(plain);
        },
      ),
      { numRuns: 300 },
    );
  });
});

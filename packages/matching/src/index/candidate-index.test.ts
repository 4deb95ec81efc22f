import { describe, expect, it } from 'vitest';
import { explainMatch, scoreMatch } from '../score.ts';
import { buildCandidate, buildJob, skills, TODAY, vocabulary } from '../test-support/factories.ts';
import { CandidateIndex } from './candidate-index.ts';

const people = [
  buildCandidate({
    id: 1,
    skills: [
      { name: 'Python', score: 9 },
      { name: 'Django', score: 8 },
    ],
  }),
  buildCandidate({ id: 2, skills: skills('Figma', 'UX Design') }),
  buildCandidate({
    id: 3,
    skills: [{ name: 'Flask', score: 6 }],
    city: 'Paris',
    state: null,
    country: 'France',
  }),
  buildCandidate({ id: 4, skills: [], city: null, state: null, country: null }),
];
const job = buildJob({ keywords: ['Python', 'Django'], years_of_experience: 2 });

function indexOf(): CandidateIndex {
  const index = new CandidateIndex({ vocabulary, today: TODAY });
  for (const person of people) index.upsert(person);
  return index;
}

describe('CandidateIndex', () => {
  it('with a minimum score, answers exactly those at or above it, however large k is', () => {
    const index = indexOf();
    const all = index.topCandidatesFor(job, { k: 10 });
    for (const min of [0, 30, 50, all[0]!.score, all[0]!.score + 1]) {
      expect(index.topCandidatesFor(job, { k: index.size, minScore: min })).toEqual(all.filter((r) => r.score >= min));
      expect(index.topCandidatesFor(job, { k: 1, minScore: min })).toEqual(all.filter((r) => r.score >= min).slice(0, 1));
      expect(index.topCandidatesFor(job, { k: 10, minScore: min, filter: new Set([1, 3]) })).toEqual(all.filter((r) => r.score >= min && [1, 3].includes(r.candidateId)));
    }
  });

  it('ranks candidates for a job with the one-pair scores', () => {
    const ranked = indexOf().topCandidatesFor(job, { k: 10 });
    expect(ranked.map((r) => r.candidateId)).toEqual([1, 3, 2, 4]);
    for (const r of ranked) {
      const person = people.find((p) => p.id === r.candidateId) ?? buildCandidate();
      expect(r.score).toBe(scoreMatch(vocabulary, person, job, { today: TODAY }));
    }
  });

  it('attaches the same explanation as explainMatch, and scores a given list in order', () => {
    const index = indexOf();
    const [best] = index.topCandidatesFor(job, { k: 1, explain: true });
    expect(best?.explanation).toEqual(
      explainMatch(vocabulary, people[0] ?? buildCandidate(), job, { today: TODAY, audience: 'organisation' }),
    );
    expect(index.scoreCandidates(job, [3, 99, 1]).map((r) => r.candidateId)).toEqual([3, 1]);
    expect(index.match(job, 2)?.explanation.missingSkills.map((s) => s.name)).toEqual(['Python', 'Django']);
  });

  it('follows profile updates and removals', () => {
    const index = indexOf();
    index.upsert(buildCandidate({ id: 2, skills: skills('Python', 'Django') }));
    index.remove(1);
    expect(index.size).toBe(3);
    expect(index.topCandidatesFor(job, { k: 1 })[0]?.candidateId).toBe(2);
  });

  it('counts current experience up to the index day, which can move on', () => {
    const index = new CandidateIndex({ vocabulary, today: '2024-01-01' });
    const junior = buildCandidate({
      id: 7,
      skills: skills('Python'),
      experiences: [{ start_date: '2023-01-01', end_date: null }],
    });
    const senior = buildJob({ keywords: ['Python'], years_of_experience: 3 });
    index.upsert(junior);
    const before = index.topCandidatesFor(senior, { k: 1 })[0]?.score ?? 0;
    index.setToday('2026-01-02');
    const after = index.topCandidatesFor(senior, { k: 1 })[0]?.score ?? 0;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(scoreMatch(vocabulary, junior, senior, { today: '2026-01-02' }));
  });
});

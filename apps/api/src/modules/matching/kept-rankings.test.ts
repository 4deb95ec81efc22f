import { CandidateIndex, createVocabulary, type CandidateInput, type JobInput } from '@tandem/matching';
import { describe, expect, it, vi } from 'vitest';
import { KeptRankings } from './kept-rankings.ts';

const vocabulary = createVocabulary([
  { id: 1, name: 'Python' },
  { id: 2, name: 'Django' },
]);
const place = { city: 'London', state: 'England', country: 'United Kingdom' };
const candidate = (id: number, score: number): CandidateInput => ({
  id,
  skills: [
    { name: 'Python', score },
    { name: 'Django', score },
  ],
  experiences: [],
  educations: [],
  preferredJobTypes: [],
  ...place,
});
const job: JobInput = { id: 7, keywords: ['Python', 'Django'], years_of_experience: null, degree_requirements: null, is_remote: false, job_type: 'full-time', ...place };

function indexOf(...people: CandidateInput[]): CandidateIndex {
  const index = new CandidateIndex({ vocabulary, today: '2026-01-01' });
  for (const person of people) index.upsert(person);
  return index;
}

describe("an organisation's kept ranking at a minimum score", () => {
  it('ranks once for the same job, score, depth and view, and answers what the index answers', () => {
    const index = indexOf(candidate(1, 9), candidate(2, 8), candidate(3, 2));
    const rank = vi.spyOn(index, 'topCandidatesFor');
    const kept = new KeptRankings();
    const options = { k: 500, minScore: 50 };
    const first = kept.topCandidatesFor(index, job, '', options);
    expect(kept.topCandidatesFor(index, job, '', options)).toEqual(first);
    expect(rank).toHaveBeenCalledTimes(1);
    expect(first).toEqual(index.topCandidatesFor(job, options));
  });

  it('ranks again for another view of the index (another set of candidates seen only by those they applied to)', () => {
    const index = indexOf(candidate(1, 9), candidate(2, 8));
    const kept = new KeptRankings();
    const withTwo = kept.topCandidatesFor(index, job, '2', { k: 500, minScore: 50, filter: () => true });
    const withoutTwo = kept.topCandidatesFor(index, job, '', { k: 500, minScore: 50, filter: (id) => id !== 2 });
    expect(withTwo.map((item) => item.candidateId)).toEqual([1, 2]);
    expect(withoutTwo.map((item) => item.candidateId)).toEqual([1]);
  });

  it('forgets on any change of the indexes, and never keeps an explained or offset ranking', () => {
    const index = indexOf(candidate(1, 9));
    const kept = new KeptRankings();
    const options = { k: 500, minScore: 50 };
    expect(kept.topCandidatesFor(index, job, '', options).map((item) => item.candidateId)).toEqual([1]);
    index.upsert(candidate(2, 10));
    kept.forget();
    expect(kept.topCandidatesFor(index, job, '', options).map((item) => item.candidateId)).toEqual([2, 1]);
    const rank = vi.spyOn(index, 'topCandidatesFor');
    kept.topCandidatesFor(index, job, '', { ...options, explain: true });
    kept.topCandidatesFor(index, job, '', { ...options, explain: true });
    kept.topCandidatesFor(index, job, '', { ...options, offset: 1 });
    kept.topCandidatesFor(index, job, '', { k: 500 });
    expect(rank).toHaveBeenCalledTimes(4);
  });
});

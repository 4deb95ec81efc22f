import { describe, expect, it } from 'vitest';
import { buildCandidate, buildJob, skills, TODAY, vocabulary } from '../test-support/factories.ts';
import { JobIndex } from './job-index.ts';
import { matchSession } from './session.ts';

describe('matchSession', () => {
  it('yields each candidate top k jobs, one candidate at a time', () => {
    const index = new JobIndex({ vocabulary, today: TODAY });
    for (let id = 1; id <= 5; id++) index.upsert(buildJob({ id, keywords: id % 2 ? ['Python'] : ['Figma'] }));
    const candidates = [
      buildCandidate({ id: 1, skills: skills('Python') }),
      buildCandidate({ id: 2, skills: skills('Figma') }),
    ];
    const results = [...matchSession(index, candidates, { k: 2, filter: (id) => id !== 1 })];
    expect(results.map((r) => [r.candidateId, r.jobs.map((j) => j.jobId)])).toEqual([
      [1, [3, 5]],
      [2, [2, 4]],
    ]);
  });
});

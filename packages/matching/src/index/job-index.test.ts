import { describe, expect, it } from 'vitest';
import { explainMatch, scoreMatch } from '../score.ts';
import { buildCandidate, buildJob, skills, TODAY, vocabulary } from '../test-support/factories.ts';
import { JobIndex } from './job-index.ts';

const jobs = [
  buildJob({ id: 1, keywords: ['Python', 'Django', 'PostgreSQL'] }),
  buildJob({ id: 2, keywords: ['Figma', 'UX Design', 'Photoshop'], job_type: 'intern' }),
  buildJob({ id: 3, keywords: ['Python', 'Flask'], is_remote: true }),
  buildJob({ id: 4, keywords: ['Java'], city: 'Paris', state: null, country: 'France' }),
  buildJob({ id: 5, keywords: [] }),
];
const candidate = buildCandidate({
  skills: [
    { name: 'Python', score: 7 },
    { name: 'Django', score: 6 },
  ],
});

function indexOf(list = jobs): JobIndex {
  const index = new JobIndex({ vocabulary, today: TODAY });
  for (const job of list) index.upsert(job);
  return index;
}

describe('JobIndex', () => {
  it('ranks every job by score, then id, with the one-pair scores', () => {
    const ranked = indexOf().topJobsFor(candidate, { k: 10 });
    expect(ranked.map((r) => r.jobId)).toEqual([3, 1, 2, 5, 4]);
    for (const r of ranked) {
      const job = jobs.find((j) => j.id === r.jobId) ?? buildJob();
      expect(r.score).toBe(scoreMatch(vocabulary, candidate, job, { today: TODAY }));
    }
  });

  it('pages with k and offset', () => {
    const index = indexOf();
    const all = index.topJobsFor(candidate, { k: 5 });
    expect(index.topJobsFor(candidate, { k: 2, offset: 2 })).toEqual(all.slice(2, 4));
    expect(index.topJobsFor(candidate, { k: 0 })).toEqual([]);
  });

  it('returns only the jobs a filter allows, as a predicate or a set', () => {
    const index = indexOf();
    expect(index.topJobsFor(candidate, { k: 10, filter: (id) => id % 2 === 0 }).map((r) => r.jobId)).toEqual([
      2, 4,
    ]);
    expect(index.topJobsFor(candidate, { k: 10, filter: new Set([4, 3, 99]) }).map((r) => r.jobId)).toEqual([
      3, 4,
    ]);
  });

  it('attaches the same explanation as explainMatch when asked', () => {
    for (const ranked of indexOf().topJobsFor(candidate, { k: 5, explain: true })) {
      const job = jobs.find((j) => j.id === ranked.jobId) ?? buildJob();
      expect(ranked.explanation).toEqual(explainMatch(vocabulary, candidate, job, { today: TODAY }));
    }
  });

  it('scores a given list of jobs in the given order, leaving out unknown ids', () => {
    const scored = indexOf().scoreJobs(candidate, [4, 1, 42]);
    expect(scored.map((r) => r.jobId)).toEqual([4, 1]);
    expect(
      indexOf()
        .match(candidate, 1)
        ?.explanation.matchedSkills.map((s) => s.name),
    ).toEqual(['Python', 'Django']);
    expect(indexOf().match(candidate, 42)).toBeUndefined();
  });

  it('follows updates and removals', () => {
    const index = indexOf();
    index.upsert(buildJob({ id: 2, keywords: ['Python', 'Django'] }));
    index.remove(1);
    expect(index.has(1)).toBe(false);
    expect(index.size).toBe(4);
    const [best] = index.topJobsFor(candidate, { k: 1 });
    expect(best?.jobId).toBe(2);
  });

  it('fills k from the other factors when few jobs share a skill', () => {
    const ranked = indexOf().topJobsFor(buildCandidate({ skills: skills('Cobol') }), { k: 3 });
    expect(ranked).toHaveLength(3);
    expect(ranked.map((r) => r.score)).toEqual([...ranked.map((r) => r.score)].sort((a, b) => b - a));
  });
});

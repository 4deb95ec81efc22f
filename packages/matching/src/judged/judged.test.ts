import { describe, expect, it } from 'vitest';
import { compileCandidate, compileJob } from '../profile.ts';
import { scoreProfiles } from '../score.ts';
import { createVocabulary } from '../vocabulary.ts';
import { JUDGED_CANDIDATES, JUDGED_TODAY } from './candidates.ts';
import { JUDGED_CATALOGUE } from './catalogue.ts';
import { evaluateJudgedSet } from './evaluate.ts';
import { JUDGED_JOBS } from './jobs.ts';

// The done-when targets of issue 21 on our own judged set (README in docs/matching.md, "The judged set").
describe('the judged set', () => {
  const report = evaluateJudgedSet();

  it('is at least 20 candidates by 60 jobs, every judgement with a reason', () => {
    expect(JUDGED_CANDIDATES.length).toBeGreaterThanOrEqual(20);
    expect(JUDGED_JOBS.length).toBeGreaterThanOrEqual(60);
    expect(report.pairs.every((pair) => pair.reason.length > 0)).toBe(true);
  });

  it('ranks with a mean NDCG@10 of at least 0.95 and none under 0.9', () => {
    expect(report.meanNdcg).toBeGreaterThanOrEqual(0.95);
    expect(report.minNdcg).toBeGreaterThanOrEqual(0.9);
  });

  it('scores no irrelevant job that shares no skill above 20', () => {
    expect(report.noSkillAbove20).toEqual([]);
  });

  it('scores every strong fit at 70 or more', () => {
    expect(report.strongMisses).toEqual([]);
  });

  it('matches nothing for an empty profile', () => {
    const vocabulary = createVocabulary(JUDGED_CATALOGUE);
    const empty = compileCandidate(vocabulary, { id: 99, skills: [] }, JUDGED_TODAY);
    for (const job of JUDGED_JOBS) expect(scoreProfiles(empty, compileJob(vocabulary, job))).toBeLessThan(50);
  });
});

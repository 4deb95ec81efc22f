import { compileCandidate, compileJob } from '../profile.ts';
import { scoreProfiles } from '../score.ts';
import { createVocabulary } from '../vocabulary.ts';
import { JUDGED_CANDIDATES, JUDGED_TODAY, type JudgedCandidate } from './candidates.ts';
import { JUDGED_CATALOGUE } from './catalogue.ts';
import { JUDGED_JOBS } from './jobs.ts';

/** One judged pair with the score the engine gives it. */
export interface ScoredPair {
  readonly candidateId: number;
  readonly jobId: number;
  readonly relevance: number;
  readonly reason: string;
  readonly score: number;
  /** Whether the candidate holds any of the job's skills, exactly or related. */
  readonly sharesSkill: boolean;
}

export interface JudgedReport {
  readonly pairs: readonly ScoredPair[];
  /** NDCG@10 of each candidate's ranking of the 60 jobs, by candidate id. */
  readonly ndcg: ReadonlyMap<number, number>;
  readonly meanNdcg: number;
  readonly minNdcg: number;
  /** Pairs judged 0 scoring above 20, over all pairs judged 0. */
  readonly irrelevantAbove20: number;
  /** Pairs judged 0 that share no skill and score above 20 (the contract says none). */
  readonly noSkillAbove20: readonly ScoredPair[];
  /** Pairs judged 3 scoring under 70, over all pairs judged 3. */
  readonly strongUnder70: number;
  readonly strongMisses: readonly ScoredPair[];
}

const K = 10;

function relevanceOf(candidate: JudgedCandidate, jobId: number): { relevance: number; reason: string } {
  const found = candidate.judgements.find(([id]) => id === jobId);
  return found ? { relevance: found[1], reason: found[2] } : { relevance: 0, reason: candidate.elsewhere };
}

function dcg(relevances: readonly number[]): number {
  return relevances.slice(0, K).reduce((sum, rel, i) => sum + (2 ** rel - 1) / Math.log2(i + 2), 0);
}

/** Scores every judged pair with the engine and measures the ranking and the calibration. */
export function evaluateJudgedSet(): JudgedReport {
  const vocabulary = createVocabulary(JUDGED_CATALOGUE);
  const jobs = JUDGED_JOBS.map((job) => compileJob(vocabulary, job));
  const pairs: ScoredPair[] = [];
  const ndcg = new Map<number, number>();
  for (const judged of JUDGED_CANDIDATES) {
    const candidate = compileCandidate(vocabulary, judged.input, JUDGED_TODAY);
    const scored = jobs.map((job) => {
      const { relevance, reason } = relevanceOf(judged, job.id);
      const sharesSkill = job.skills.some((skill) => (candidate.credits.get(skill.key) ?? 0) > 0);
      const score = scoreProfiles(candidate, job);
      return { candidateId: judged.input.id, jobId: job.id, relevance, reason, score, sharesSkill };
    });
    pairs.push(...scored);
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.jobId - b.jobId);
    const ideal = dcg(scored.map((p) => p.relevance).sort((a, b) => b - a));
    ndcg.set(judged.input.id, ideal > 0 ? dcg(ranked.map((p) => p.relevance)) / ideal : 1);
  }
  const irrelevant = pairs.filter((p) => p.relevance === 0);
  const strong = pairs.filter((p) => p.relevance === 3);
  const values = [...ndcg.values()];
  const strongMisses = strong.filter((p) => p.score < 70);
  return {
    pairs,
    ndcg,
    meanNdcg: values.reduce((a, b) => a + b, 0) / values.length,
    minNdcg: Math.min(...values),
    irrelevantAbove20: irrelevant.filter((p) => p.score > 20).length / irrelevant.length,
    noSkillAbove20: irrelevant.filter((p) => !p.sharesSkill && p.score > 20),
    strongUnder70: strongMisses.length / strong.length,
    strongMisses,
  };
}

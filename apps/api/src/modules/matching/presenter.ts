import type { MatchExplanation } from '@tandem/contract';
import type { KeptJob } from '../jobs/index.ts';
import type { PageRecord } from '../jobs/index.ts';
import { candidateJobJson } from '../jobs/index.ts';

/** Each explanation of a kept ranking (engine.topJobsFor) written once, for as long as the ranking is kept. */
const writtenExplanations = new WeakMap<object, string>();

function explanationJson(explanation: MatchExplanation | undefined): string {
  if (explanation === undefined) return 'null';
  let json = writtenExplanations.get(explanation);
  if (json === undefined) writtenExplanations.set(explanation, (json = JSON.stringify(explanation)));
  return json;
}

/**
 * One of a candidate's best job matches, written as JSON from the job kept in memory (jobs/postings/row-cache.ts)
 * and the ranking's explanation written once: the answer is 35 KB a page, and writing it was most of the call.
 */
export const writtenJobMatch = (kept: { job: KeptJob; saved: boolean; record: PageRecord }, score: number, explanation: MatchExplanation | undefined): string =>
  `{"job":${candidateJobJson(kept.job.json, kept.saved, score, kept.record)},"score":${JSON.stringify(score)},"explanation":${explanationJson(explanation)}}`;

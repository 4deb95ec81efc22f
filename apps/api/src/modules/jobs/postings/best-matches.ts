import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toPage, type PageWindow } from '../../../lib/pagination.ts';
import { rankedActiveJobs } from './match-scores.ts';
import { roundDays, roundRate } from './presenter.ts';
import type { PageRecord } from './repository.ts';
import type { JobListQuery } from './query.ts';
import { jobRowCacheFor } from './row-cache.ts';

/** No filter narrows the list: it is every active job, exactly what the matching engine indexes. */
export const isEveryActiveJob = (query: JobListQuery): boolean =>
  !query.mine &&
  !query.saved &&
  query.created_by === undefined &&
  query.company === undefined &&
  query.is_active === undefined &&
  query.status === undefined &&
  query.job_type === undefined &&
  query.is_remote === undefined &&
  query.city === undefined &&
  query.country === undefined &&
  !query.search?.trim();

/**
 * A kept job as its candidate reads it: the kept JSON, then its company's reply record, the saved flag and the
 * score as the last four keys.
 */
export const candidateJobJson = (json: string, saved: boolean, score: number | null, record: PageRecord): string =>
  `${json.slice(0, -1)},"company_response_rate":${JSON.stringify(roundRate(record.response_rate))},"company_median_reply_days":${JSON.stringify(roundDays(record.median_reply_days))},"isSaved":${saved},"match_score":${JSON.stringify(score)}}`;

/**
 * `{ count, next, previous, results }` around results already written. Appended rather than joined: a join copies
 * the 20 KB of results into a new string, and Fastify copies the whole answer again when it measures it (the join
 * was the largest share of the list's own work in a CPU profile, issue 30).
 */
export function pageJson(request: FastifyRequest, window: PageWindow, count: number, results: string[]): string {
  const page = toPage(request, window, count, []);
  let json = `{"count":${page.count},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[`;
  results.forEach((result, index) => {
    json += index === 0 ? result : `,${result}`;
  });
  return `${json}]}`;
}

/**
 * A candidate's best matches over every active job (ordering=-match_score and no filter: the list behind /home
 * and /yourmatches, the busiest call), written as the JSON answer; undefined for any other list, or when the
 * matching engine cannot rank, so the caller lists the general way. The engine ranks only the page, the jobs come
 * from memory already written (row-cache.ts), and each gets the candidate's saved flag and score: the same
 * answer as presentJob and the route's response schema give, with those two keys last (the route sends it with
 * sendWritten, which checks it against that schema in tests).
 */
export async function bestMatchesJson(app: FastifyInstance, request: FastifyRequest, query: JobListQuery, window: PageWindow): Promise<string | undefined> {
  const viewer = request.user;
  if (viewer?.role !== 'candidate' || query.ordering !== '-match_score' || !isEveryActiveJob(query)) return undefined;
  const ranked = await rankedActiveJobs(app, request.log, viewer.id, window);
  if (!ranked) return undefined;
  const jobs = await jobRowCacheFor(app.db).forCandidate(app.db, window.limit === 0 ? [] : ranked.ids, viewer.id);
  const results = jobs.map(({ job, saved, record }) => candidateJobJson(job.json, saved, ranked.scores.get(job.id) ?? null, record));
  return pageJson(request, window, ranked.count, results);
}

import { JobAnswer } from '@tandem/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { pageOf, toPage, type PageWindow } from '../../../lib/pagination.ts';
import { rankedActiveJobs } from './match-scores.ts';
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

const JobPage = pageOf(JobAnswer);

/**
 * A candidate's best matches over every active job (ordering=-match_score and no filter: the list behind /home
 * and /yourmatches, the busiest call), written as the JSON answer; undefined for any other list, or when the
 * matching engine cannot rank, so the caller lists the general way. The engine ranks only the page, the jobs come
 * from memory already written (row-cache.ts), and each gets the candidate's saved flag and score: the same
 * answer as presentJob and the route's response schema give, with those two keys last. With `check` (the tests)
 * the page must also pass the response schema unchanged.
 */
export async function bestMatchesJson(app: FastifyInstance, request: FastifyRequest, query: JobListQuery, window: PageWindow, check: boolean): Promise<string | undefined> {
  const viewer = request.user;
  if (viewer?.role !== 'candidate' || query.ordering !== '-match_score' || !isEveryActiveJob(query)) return undefined;
  const ranked = await rankedActiveJobs(app, request.log, viewer.id, window);
  if (!ranked) return undefined;
  const jobs = await jobRowCacheFor(app.db).forCandidate(app.db, window.limit === 0 ? [] : ranked.ids, viewer.id);
  const results = jobs.map(({ job, saved }) => `${job.json.slice(0, -1)},"isSaved":${saved},"match_score":${JSON.stringify(ranked.scores.get(job.row.id) ?? null)}}`);
  const { count, next, previous } = toPage(request, window, ranked.count, []);
  const json = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${results.join(',')}]}`;
  if (check) {
    const written: unknown = JSON.parse(json);
    if (!isDeepStrictEqual(JobPage.parse(written), written)) throw new Error(`best matches do not keep to the response schema: ${json}`);
  }
  return json;
}

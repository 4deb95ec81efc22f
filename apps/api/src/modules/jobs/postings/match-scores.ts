import type { MatchExplanation } from '@tandem/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One job's match for a candidate, from the matching engine (packages/matching). */
export interface JobMatch {
  score: number;
  /** The reasons, when the scorer was asked for them; the job lists use the score alone and do not ask. */
  explanation?: MatchExplanation;
}

/** One page of a candidate's ranking over every active job, best first, and how many active jobs there are. */
export interface RankedJobPage {
  count: number;
  jobs: { jobId: number; score: number }[];
}

/** Scores jobs for a candidate; jobs it cannot score are simply absent from the map. */
export type MatchScorer = ((candidateUserId: number, jobIds: number[]) => Promise<Map<number, JobMatch>>) & {
  /**
   * Optional: ranks only the requested page of every active job (best score first, then lowest id) without
   * scoring the rest; undefined when the candidate cannot be ranked. Used for the unfiltered -match_score list.
   */
  rankActiveJobs?: (candidateUserId: number, window: { offset: number; limit: number }) => Promise<RankedJobPage | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The job lists' scorer: buildApp's `matchScorer` option, else the matching engine's (matchingPlugin). */
    matchScores: MatchScorer;
  }
}

/** A score as the API answers it: an integer from 0 to 100. */
export const clampScore = (score: number): number | null => (Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : null);

/** Match scores for some jobs, or an empty map when the scorer fails (logged): a list never fails because scoring did. */
export async function matchScoresFor(app: FastifyInstance, log: FastifyBaseLogger, candidateId: number, jobIds: number[]): Promise<Map<number, number | null>> {
  if (jobIds.length === 0) return new Map();
  try {
    const matches = await app.matchScores(candidateId, jobIds);
    return new Map([...matches].map(([jobId, match]) => [jobId, clampScore(match.score)]));
  } catch (error) {
    log.warn({ err: error }, 'match scores unavailable');
    return new Map();
  }
}

/**
 * A page of every active job ranked for a candidate, when the installed scorer can rank a page by itself (the
 * matching engine); undefined otherwise or when it fails (logged), so the caller ranks the slow way.
 */
export async function rankedActiveJobs(app: FastifyInstance, log: FastifyBaseLogger, candidateId: number, window: { offset: number; limit: number }): Promise<{ count: number; ids: number[]; scores: Map<number, number | null> } | undefined> {
  const rank = app.matchScores.rankActiveJobs;
  if (!rank) return undefined;
  try {
    const page = await rank(candidateId, window);
    if (!page) return undefined;
    return { count: page.count, ids: page.jobs.map((job) => job.jobId), scores: new Map(page.jobs.map((job) => [job.jobId, clampScore(job.score)])) };
  } catch (error) {
    log.warn({ err: error }, 'match ranking unavailable');
    return undefined;
  }
}

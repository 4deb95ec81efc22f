import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobMatch, MatchScorer } from '../jobs/postings/match-scores.ts';
import { jobRowCacheFor } from '../jobs/postings/row-cache.ts';
import { MatchingEngine } from './engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    matching: MatchingEngine;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Builds the matching indexes from the database before the app answers, and gives the job lists their scorer
 * (`app.matchScores`), so every job a candidate sees carries a real match_score.
 */
export const matchingPlugin = fp(async (app: FastifyInstance) => {
  const engine = new MatchingEngine(app.db);
  // The job rows the best-matches list keeps are derived state too: they follow the same change log.
  const jobRows = jobRowCacheFor(app.db);
  engine.onChange((change) => (change.kind === 'jobs' ? jobRows.forgetJobs(change.ids) : jobRows.forgetAll()));
  await engine.load();
  app.decorate('matching', engine);

  const matchScores: MatchScorer = async (candidateUserId: number, jobIds: number[]) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    const scores = new Map<number, JobMatch>();
    if (!candidate) return scores;
    for (const ranked of engine.jobs.scoreJobs(candidate, jobIds)) scores.set(ranked.jobId, { score: ranked.score, explanation: ranked.explanation });
    return scores;
  };
  // The unfiltered best-first list: a top-k query over the index scores only the jobs that can make the page.
  matchScores.rankActiveJobs = async (candidateUserId, window) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    if (!candidate) return undefined;
    const jobs = engine.topJobsFor(candidate, window);
    return { count: engine.jobs.size, jobs: jobs.map((job) => ({ jobId: job.jobId, score: job.score })) };
  };
  app.decorate('matchScores', matchScores);

  app.decorate('rankOpportunities', async (candidateUserId: number, opportunityIds: number[]) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    if (!candidate || opportunityIds.length === 0) return [];
    return engine.opportunities
      .scoreOpportunities(candidate, opportunityIds)
      .map((ranked) => ({ id: ranked.opportunityId, score: ranked.score }))
      .sort((a, b) => b.score - a.score);
  });

  // A successful write here may have changed a profile or a job: the next ranking reads the change log first.
  app.addHook('onSend', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) engine.markDirty();
  });
});

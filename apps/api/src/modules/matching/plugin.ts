import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobMatch, MatchScorer } from '../jobs/index.ts';
import { jobRowCacheFor } from '../jobs/index.ts';
import { MatchingEngine } from './engine.ts';
import { MATCHING_SESSION_JOB, runSession } from './session-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    matching: MatchingEngine;
  }
}

/**
 * Builds the matching indexes from the database while the app starts serving (rankings wait for them, the health
 * check answers 503 'starting' until they are in: MatchingEngine.start), and gives the job lists their scorer
 * (`app.matchScores`, unless buildApp was given another), so every job a candidate sees carries a real match_score.
 */
export const matchingPlugin = fp(async (app: FastifyInstance, options: { scorer?: MatchScorer | undefined }) => {
  const engine = new MatchingEngine(app.db, app.bus);
  // The job rows the best-matches list keeps are derived state too: they follow the engine's changes, and a
  // candidate's saved jobs follow their saves and unsaves.
  const jobRows = jobRowCacheFor(app.db);
  engine.onChange((change) => (change.kind === 'jobs' ? jobRows.forgetJobs(change.ids) : jobRows.forgetAll()));
  app.bus.on((message) => {
    if (message.t === 'saved' || message.t === 'account-deleted') jobRows.forgetSaved(message.userId);
  });
  app.bus.onReset(() => jobRows.forgetAll());
  await engine.start();
  app.decorate('matching', engine);
  engine.filling?.catch((error: unknown) => app.log.error({ err: error }, 'the matching indexes could not be built'));
  // Closing during the build: stop after the page being read, and let it finish before the database closes.
  app.addHook('onClose', async () => {
    engine.stop();
    await engine.filling?.catch(() => undefined);
  });
  app.queue.work<{ sessionId: number }>(MATCHING_SESSION_JOB, async ({ sessionId }) => runSession(app.db, engine, sessionId, app.log));

  const engineScores: MatchScorer = async (candidateUserId: number, jobIds: number[]) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    const scores = new Map<number, JobMatch>();
    if (!candidate) return scores;
    for (const ranked of engine.jobs.scoreJobs(candidate, jobIds)) scores.set(ranked.jobId, { score: ranked.score, explanation: ranked.explanation });
    return scores;
  };
  // The unfiltered best-first list: a top-k query over the index scores only the jobs that can make the page.
  engineScores.rankActiveJobs = async (candidateUserId, window) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    if (!candidate) return undefined;
    const jobs = engine.topJobsFor(candidate, window);
    return { count: engine.jobs.size, jobs: jobs.map((job) => ({ jobId: job.jobId, score: job.score })) };
  };
  app.decorate('matchScores', options.scorer ?? engineScores);

  app.decorate('rankOpportunities', async (candidateUserId: number, opportunityIds: number[]) => {
    await engine.sync();
    const candidate = engine.candidateInputs.get(candidateUserId);
    if (!candidate || opportunityIds.length === 0) return [];
    return engine.opportunities
      .scoreOpportunities(candidate, opportunityIds)
      .map((ranked) => ({ id: ranked.opportunityId, score: ranked.score }))
      .sort((a, b) => b.score - a.score);
  });
});

import { matchSession } from '@tandem/matching';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import type { MatchingEngine } from './engine.ts';

/** The queue job that runs a session (data: { sessionId }). */
export const MATCHING_SESSION_JOB = 'matching.session';

/** Jobs kept per candidate in a session, and candidates stored per write. */
const TOP_K = 20;
const BATCH = 200;

/**
 * Runs a matching session as a queue job (once in the deployment): every candidate against every active job, the top 20 each,
 * stored in match_results with their explanations, progress written after each batch so task-status can
 * report it. Yields the event loop between batches so requests keep being answered.
 */
export async function runSession(db: Db, engine: MatchingEngine, sessionId: number, log: FastifyBaseLogger): Promise<void> {
  try {
    await engine.sync();
    const candidates = [...engine.candidateInputs.values()];
    // A session cut short by a crash runs again from the start: what the first run stored goes.
    await db.deleteFrom('match_results').where('session_id', '=', sessionId).execute();
    await db.updateTable('matching_sessions').set({ status: 'running', started_at: nowIso(), total: candidates.length }).where('id', '=', sessionId).execute();
    let done = 0;
    let rows: { session_id: number; candidate_id: number; job_id: number; score: number; rank: number; explanation: string; created_at: string }[] = [];
    const flush = async () => {
      if (rows.length > 0) {
        for (let start = 0; start < rows.length; start += 500) await db.insertInto('match_results').values(rows.slice(start, start + 500)).execute();
      }
      rows = [];
      await db.updateTable('matching_sessions').set({ progress: done }).where('id', '=', sessionId).execute();
      await new Promise((resolve) => setImmediate(resolve));
    };
    const createdAt = nowIso();
    for (const result of matchSession(engine.jobs, candidates, { k: TOP_K })) {
      const candidate = engine.candidateInputs.get(result.candidateId);
      const explained = candidate ? engine.jobs.scoreJobs(candidate, result.jobs.map((job) => job.jobId), { explain: true }) : [];
      for (const [rank, job] of explained.entries()) {
        rows.push({
          session_id: sessionId,
          candidate_id: result.candidateId,
          job_id: job.jobId,
          score: job.score,
          rank: rank + 1,
          explanation: JSON.stringify(job.explanation ?? {}),
          created_at: createdAt,
        });
      }
      done += 1;
      if (done % BATCH === 0) await flush();
    }
    await flush();
    await db.updateTable('matching_sessions').set({ status: 'completed', finished_at: nowIso() }).where('id', '=', sessionId).execute();
  } catch (error) {
    log.error({ err: error, sessionId }, 'matching session failed');
    await db
      .updateTable('matching_sessions')
      .set({ status: 'failed', finished_at: nowIso(), error: 'The matching session stopped on an error.' })
      .where('id', '=', sessionId)
      .execute()
      .catch(() => undefined);
  }
}

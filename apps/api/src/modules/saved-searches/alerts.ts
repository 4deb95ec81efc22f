import { SAVED_SEARCH_ALERT_SCORE, type SavedSearchAlert } from '@tandem/contract';
import type { JobInput } from '@tandem/matching';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time.ts';
import type { MatchingEngine } from '../matching/index.ts';
import { findAlertJob, hiddenCandidatesWithAlerts, recordAlerts, searchesMetBy, type AlertJob } from './repository.ts';

export const SAVED_SEARCH_ALERT_JOB = 'saved-searches.alert';
/** Searches alerted per write transaction. */
export const ALERT_BATCH = 5_000;
/** Digest items per insert: 6 parameters each, well under SQLite's 32,766 bound parameters. */
const DIGEST_CHUNK = 1_000;

/**
 * Everyone the job scores SAVED_SEARCH_ALERT_SCORE or more for, from the matching engine's candidate index: one
 * ranking with the minimum applied inside it, so candidates whose upper bound is under the line are never scored
 * (and none is scored twice, as a top-k deepened until its last score fell under the line did). Candidates hidden
 * from organisations are not in that index; those of them with alerting searches (few) are scored one by one.
 */
export function candidatesScoringAtLeast(engine: MatchingEngine, job: JobInput, hidden: readonly number[], min = SAVED_SEARCH_ALERT_SCORE): number[] {
  const ranked = engine.candidates.topCandidatesFor(job, { k: engine.candidates.size, minScore: min });
  const ids = ranked.map((item) => item.candidateId);
  for (const id of hidden) {
    const candidate = engine.candidateInputs.get(id);
    if (!candidate) continue;
    const [scored] = engine.jobs.scoreJobs(candidate, [job.id]);
    if (scored && scored.score >= min) ids.push(id);
  }
  return ids;
}

const alertContent = (job: AlertJob) => ({
  kind: 'saved_search_match' as const,
  title: 'A new job fits your saved search',
  body: job.company_name ? `${job.title} at ${job.company_name}` : job.title,
  link: `/yourmatches?job=${job.id}`,
});

export interface AlertOutcome {
  /** Candidates scoring at or above the line. */
  candidates: number;
  instant: number;
  daily: number;
  /** Milliseconds spent ranking candidates, finding the searches met (SQL), and writing alerts and notifications. */
  ms: { rank: number; find: number; write: number };
}

/**
 * Tells the owners of the saved searches a newly active job meets (docs/product.md section C12), once per search
 * and job: 'instant' ones through the notifier now (in the app and by e-mail as their preferences say), 'daily'
 * ones into the daily digest. Whom: the searches the job meets (one SQL query) whose owner the job scores
 * SAVED_SEARCH_ALERT_SCORE or more for (the engine's candidate index). The query is sent before the ranking, so the
 * database reads the searches on its own while the engine ranks (at a million candidates and 200,000 searches on
 * PostgreSQL the two took about as long each: docs/performance.md, "Saved search alerts"). The alerts are then
 * recorded and written in batches, one transaction each.
 */
export async function alertForJob(app: FastifyInstance, jobId: number): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { candidates: 0, instant: 0, daily: 0, ms: { rank: 0, find: 0, write: 0 } };
  const job = await findAlertJob(app.db, jobId);
  if (!job || !job.is_active) return outcome;
  await app.matching.sync();
  const input = app.matching.jobInputs.get(jobId);
  if (!input) return outcome;
  let started = performance.now();
  const lap = (phase: keyof AlertOutcome['ms']) => {
    const now = performance.now();
    outcome.ms[phase] += now - started;
    started = now;
  };
  const searchesMet = searchesMetBy(app.db, job);
  // Never left unhandled while the ranking runs; awaited (and its error thrown) below.
  searchesMet.catch(() => undefined);
  // Awaiting this round trip also lets the searches' query leave before the ranking holds the event loop.
  const candidates = candidatesScoringAtLeast(app.matching, input, await hiddenCandidatesWithAlerts(app.db));
  lap('rank');
  outcome.candidates = candidates.length;
  // Whom, decided in full before anything is written (the writes set the e-mails' queue jobs going).
  const scoring = new Set(candidates);
  const met = (await searchesMet).filter((search) => scoring.has(search.user_id));
  lap('find');
  const content = alertContent(job);
  for (let start = 0; start < met.length; start += ALERT_BATCH) {
    const batch = met.slice(start, start + ALERT_BATCH);
    // The alerts recorded and the digest's items written together; the notifier (which reads preferences) after.
    const instant = await app.db.transaction().execute(async (trx) => {
      const recorded = await recordAlerts(trx, jobId, batch.map((search) => search.id));
      // One notice per person and job, however many of their searches it meets; 'instant' wins over 'daily'.
      const byUser = new Map<number, SavedSearchAlert>();
      for (const search of batch) {
        if (!recorded.has(search.id)) continue;
        if (byUser.get(search.user_id) !== 'instant') byUser.set(search.user_id, search.alert);
      }
      const daily = [...byUser].filter(([, alert]) => alert === 'daily').map(([userId]) => userId);
      const createdAt = nowIso();
      for (let start = 0; start < daily.length; start += DIGEST_CHUNK) {
        await trx
          .insertInto('mail_digest_items')
          .values(daily.slice(start, start + DIGEST_CHUNK).map((userId) => ({ user_id: userId, kind: content.kind, title: content.title, body: content.body, link: content.link, created_at: createdAt })))
          .execute();
      }
      outcome.daily += daily.length;
      return [...byUser].filter(([, alert]) => alert === 'instant').map(([userId]) => userId);
    });
    if (instant.length > 0) await app.notifier.notify(app.db, instant, content);
    outcome.instant += instant.length;
  }
  lap('write');
  return outcome;
}

/** Queues the alerts of a job that has just become active (created active, or resumed): never run in the request. */
export async function queueJobAlerts(app: FastifyInstance, jobId: number): Promise<void> {
  await app.queue.send(SAVED_SEARCH_ALERT_JOB, { jobId }, { key: String(jobId) });
}

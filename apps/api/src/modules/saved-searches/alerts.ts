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
  body: job.company_name ? `${job.title} at ${job.company_name}` : job.title,
  link: `/yourmatches?job=${job.id}`,
});

/** The title names the person's search, so the bell and the e-mail's subject say which of theirs it met. */
const alertTitle = (searchName: string) => `A new job fits your saved search “${searchName}”`;

export interface AlertOutcome {
  /** Candidates scoring at or above the line. */
  candidates: number;
  instant: number;
  daily: number;
}

/** Whom a job alerts: the searches it meets whose owners it scores high enough for, decided before any write. */
export interface AlertDecision {
  jobId: number;
  content: ReturnType<typeof alertContent>;
  candidates: number;
  met: Awaited<ReturnType<typeof searchesMetBy>>;
}

/**
 * Whom a newly active job alerts (docs/product.md section C12): the searches the job meets (one SQL query) whose
 * owner the job scores SAVED_SEARCH_ALERT_SCORE or more for (the engine's candidate index). The query is sent
 * before the ranking, so the database reads the searches on its own while the engine ranks (at a million
 * candidates and 200,000 searches on PostgreSQL the two took about as long each: docs/performance.md, "Saved
 * search alerts"). Undefined for a job that is gone or not active. bench:alerts times this and writeAlerts apart.
 */
export async function decideAlerts(app: FastifyInstance, jobId: number): Promise<AlertDecision | undefined> {
  const job = await findAlertJob(app.db, jobId);
  if (!job || !job.is_active) return undefined;
  await app.matching.sync();
  const input = app.matching.jobInputs.get(jobId);
  if (!input) return undefined;
  const searchesMet = searchesMetBy(app.db, job);
  // Never left unhandled while the ranking runs; awaited (and its error thrown) below.
  searchesMet.catch(() => undefined);
  // Awaiting this round trip also lets the searches' query leave before the ranking holds the event loop.
  const candidates = candidatesScoringAtLeast(app.matching, input, await hiddenCandidatesWithAlerts(app.db));
  // Whom, decided in full before anything is written (the writes set the e-mails' queue jobs going).
  const scoring = new Set(candidates);
  const met = (await searchesMet).filter((search) => scoring.has(search.user_id));
  return { jobId, content: alertContent(job), candidates: candidates.length, met };
}

/**
 * Tells the owners of the searches decided on, once per search and job: 'instant' ones through the notifier now
 * (in the app and by e-mail as their preferences say), 'daily' ones into the daily digest. The alerts are recorded
 * and written in batches, one transaction each.
 */
export async function writeAlerts(app: FastifyInstance, decision: AlertDecision): Promise<AlertOutcome> {
  const { jobId, content, met } = decision;
  const outcome: AlertOutcome = { candidates: decision.candidates, instant: 0, daily: 0 };
  for (let start = 0; start < met.length; start += ALERT_BATCH) {
    const batch = met.slice(start, start + ALERT_BATCH);
    // The alerts recorded and the digest's items written together; the notifier (which reads preferences) after.
    const instant = await app.db.transaction().execute(async (trx) => {
      const recorded = await recordAlerts(trx, jobId, batch.map((search) => search.id));
      // One notice per person and job, however many of their searches it meets; 'instant' wins over 'daily' (and
      // names the search that asked for it).
      const byUser = new Map<number, { alert: SavedSearchAlert; name: string }>();
      for (const search of batch) {
        if (!recorded.has(search.id)) continue;
        if (byUser.get(search.user_id)?.alert !== 'instant') byUser.set(search.user_id, { alert: search.alert, name: search.name });
      }
      const notices = (alert: SavedSearchAlert) => [...byUser].filter(([, chosen]) => chosen.alert === alert).map(([userId, chosen]) => ({ ...content, userId, title: alertTitle(chosen.name) }));
      const daily = notices('daily');
      const createdAt = nowIso();
      for (let start = 0; start < daily.length; start += DIGEST_CHUNK) {
        await trx
          .insertInto('mail_digest_items')
          .values(daily.slice(start, start + DIGEST_CHUNK).map((notice) => ({ user_id: notice.userId, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, created_at: createdAt })))
          .execute();
      }
      outcome.daily += daily.length;
      return notices('instant');
    });
    if (instant.length > 0) await app.notifier.notifyEach(app.db, instant);
    outcome.instant += instant.length;
  }
  return outcome;
}

/** A newly active job's alerts, decided then written (the queue job saved-searches.alert runs this). */
export async function alertForJob(app: FastifyInstance, jobId: number): Promise<AlertOutcome> {
  const decision = await decideAlerts(app, jobId);
  return decision ? writeAlerts(app, decision) : { candidates: 0, instant: 0, daily: 0 };
}

/** Queues the alerts of a job that has just become active (created active, or resumed): never run in the request. */
export async function queueJobAlerts(app: FastifyInstance, jobId: number): Promise<void> {
  await app.queue.send(SAVED_SEARCH_ALERT_JOB, { jobId }, { key: String(jobId) });
}

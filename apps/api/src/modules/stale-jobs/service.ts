import { utcToday } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { describeDuration } from '../../lib/duration.ts';
import type { Notifier } from '../notifications/index.ts';
import { closePassedJobs, flagQuietJobs, ownersOf, pauseQuietJobs, type StaleJobRow } from './repository.ts';

export const STALE_BATCH = 500;

export interface StaleSettings {
  /** JOB_STALE_AFTER: quiet this long, the organisation is asked (job_stale). */
  staleAfterMs: number;
  /** JOB_PAUSE_AFTER: quiet this long, the job is paused (job_auto_paused). */
  pauseAfterMs: number;
}

/**
 * Listings kept honest (docs/product.md sections C12 and C16): closes jobs whose closing date has passed
 * (silently: the organisation chose it), pauses jobs quiet for JOB_PAUSE_AFTER, then flags those quiet for
 * JOB_STALE_AFTER, telling their organisation each time; in set-based batches until none is left.
 */
export async function sweepStaleJobs(db: Db, notifier: Notifier, settings: StaleSettings, now: Date = new Date(), batchSize = STALE_BATCH) {
  const result = { closed: 0, flagged: 0, paused: 0 };
  const at = now.toISOString();
  for (;;) {
    // No notice: the organisation chose the date, and My jobs shows the job closed.
    const batch = await closePassedJobs(db, at, utcToday(now), batchSize);
    result.closed += batch.length;
    if (batch.length < batchSize) break;
  }
  const pauseSince = new Date(now.getTime() - settings.pauseAfterMs).toISOString();
  const staleSince = new Date(now.getTime() - settings.staleAfterMs).toISOString();
  for (;;) {
    const batch = await pauseQuietJobs(db, at, pauseSince, batchSize);
    await tell(db, notifier, batch, (job) => ({
      kind: 'job_auto_paused',
      title: `${job.title} is paused`,
      body: `Nothing moved on this job for ${describeDuration(settings.pauseAfterMs)}, so candidates no longer see it. If you are still hiring, Still hiring on My jobs makes it active again.`,
      link: '/myjobs',
    }));
    result.paused += batch.length;
    if (batch.length < batchSize) break;
  }
  for (;;) {
    const batch = await flagQuietJobs(db, at, staleSince, batchSize);
    await tell(db, notifier, batch, (job) => ({
      kind: 'job_stale',
      title: `Is ${job.title} still open?`,
      // The two answers to the question are the buttons beside the job on /myjobs (web: job-staleness.tsx).
      body: `Nothing moved on this job for ${describeDuration(settings.staleAfterMs)}. On My jobs, choose Still hiring to keep it listed or Close this job; otherwise it is paused after ${describeDuration(settings.pauseAfterMs)}.`,
      link: '/myjobs',
    }));
    result.flagged += batch.length;
    if (batch.length < batchSize) break;
  }
  return result;
}

async function tell(db: Db, notifier: Notifier, jobs: readonly StaleJobRow[], content: (job: StaleJobRow) => Parameters<Notifier['notify']>[2]) {
  const owners = await ownersOf(db, jobs);
  for (const job of jobs) await notifier.notify(db, owners.get(job.id) ?? [], content(job));
}

import { replyDate } from '@tandem/contract';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { Notice, Notifier } from '../notifications/index.ts';
import { noReplyNotices } from './lapse-notices.ts';
import { refreshRecordOfJob } from './record.ts';
import { jobsForNotices, lapseOverdue, organisationUsers, setFirstReply, takeDueReminders, type LapsedRow, type ReminderRow } from './repository.ts';

/**
 * Applications taken per statement: each batch is a few set-based statements (the update, its events and
 * activity, the notices' rows), so a million lapse in 40 rounds. 25,000 rather than 5,000 took a fifth off the
 * whole sweep of 100,000 on SQLite (bench:replies); on SQLite each statement holds the process for its run
 * (about 0.1 to 0.3 s at this size), which only a backlog meets.
 */
export const SWEEP_BATCH = 25_000;

export interface ReplySettings {
  /** REPLY_WINDOW: from applying to the deadline. */
  windowMs: number;
}

/** The organisation is reminded once, when a quarter of the window is left. */
export const remindBeforeMs = (settings: ReplySettings): number => Math.round(settings.windowMs / 4);

/**
 * The organisation wrote in the application's conversation: that is a reply (docs/product.md section C12). Only
 * the first one counts; later calls change nothing. A first reply changes the company's record at once (record.ts).
 */
export async function markReplied(db: Executor, application: { jobId: number; candidateId: number }, at: string): Promise<void> {
  if (await setFirstReply(db, application, at)) await refreshRecordOfJob(db, application.jobId);
}

/** An application's deadline, from when it was made. */
export const replyDueAt = (settings: ReplySettings, appliedAt: Date): string => new Date(appliedAt.getTime() + settings.windowMs).toISOString();

export interface SweepResult {
  reminded: number;
  lapsed: number;
}

/**
 * The reply deadlines' sweep (docs/product.md section C12), run by the scheduler once per deployment: reminds
 * organisations of applications whose deadline is near (one `reply_due` per job and sweep), then sets no_reply on
 * those past it and tells each candidate (`application_no_reply`). Works in batches of set-based statements until
 * none is left, so a backlog of any size drains in one run; safe to run twice, since each statement re-checks.
 */
export async function sweepReplies(db: Db, notifier: Notifier, settings: ReplySettings, now: Date = new Date(), batchSize = SWEEP_BATCH): Promise<SweepResult> {
  const result: SweepResult = { reminded: 0, lapsed: 0 };
  const nowIso = now.toISOString();
  const remindBefore = new Date(now.getTime() + remindBeforeMs(settings)).toISOString();
  for (;;) {
    const batch = await takeDueReminders(db, nowIso, remindBefore, batchSize);
    await remindOrganisations(db, notifier, batch);
    result.reminded += batch.length;
    if (batch.length < batchSize) break;
  }
  for (;;) {
    const { taken, lapsed } = await lapseOverdue(db, nowIso, batchSize);
    await tellCandidates(db, notifier, lapsed);
    result.lapsed += lapsed.length;
    if (taken < batchSize) break;
  }
  return result;
}

async function remindOrganisations(db: Db, notifier: Notifier, batch: readonly ReminderRow[]): Promise<void> {
  // One notice per job: how many are waiting, and the soonest deadline among them.
  const perJob = new Map<number, { count: number; soonest: string }>();
  for (const row of batch) {
    const seen = perJob.get(row.job_id);
    const due = row.reply_due_at ?? '';
    perJob.set(row.job_id, { count: (seen?.count ?? 0) + 1, soonest: seen && seen.soonest < due ? seen.soonest : due });
  }
  const jobs = await jobsForNotices(db, [...perJob.keys()]);
  const people = await organisationUsers(db, jobs.values());
  const notices: Notice[] = [];
  for (const [jobId, { count, soonest }] of perJob) {
    const job = jobs.get(jobId);
    if (!job) continue;
    const notification = {
      kind: 'reply_due',
      title: count === 1 ? `An applicant for ${job.title} is waiting for your reply` : `${count} applicants for ${job.title} are waiting for your reply`,
      body: `Please answer by ${replyDate(soonest)}: move them along or choose a kind no. Every applicant is promised a reply.`,
      link: '/orghome#awaiting-reply',
    } as const;
    for (const userId of new Set(people.get(jobId))) notices.push({ ...notification, userId });
  }
  await notifier.notifyEach(db, notices);
}

/** One notice per lapsed application, the whole batch told at once, its words written by the database. */
async function tellCandidates(db: Db, notifier: Notifier, batch: readonly LapsedRow[]): Promise<void> {
  if (batch.length > 0) await notifier.notifyBatch(db, noReplyNotices(batch));
}

import { APPLICATION_STATUS_LABELS, canMoveApplication, JOBS_MESSAGES, type ApplicationStatus, type RejectionNoteId } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { findJob } from '../postings/repository.ts';
import { openConversation } from '../../conversations/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import { refreshRecordOfJob, replyDueAt, type ReplySettings } from '../../replies/index.ts';
import { applicationNotices } from './notices.ts';
import { asApplicationStatus, isOpenApplication } from './presenter.ts';
import { findApplication, insertApplication, moveApplication, withdrawApplication, type ApplicationRow } from './repository.ts';

const at = (companyName: string | null) => (companyName ? ` at ${companyName}` : '');

export async function loadApplication(db: Db, id: number): Promise<ApplicationRow> {
  const row = await findApplication(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A candidate applies to an active job, once (a second time, even after withdrawing, is a 400); the organisation
 * owes a reply by applied + REPLY_WINDOW.
 */
export async function applyToJob(db: Db, notifier: Notifier, replies: ReplySettings, candidate: User, jobId: number, note: string): Promise<ApplicationRow> {
  const job = await findJob(db, jobId);
  if (!job || job.status !== 'active') throw notFound();
  const id = await insertApplication(db, {
    jobId: job.id,
    candidateId: candidate.id,
    note,
    summary: `You applied for ${job.title}${at(job.company_name)}.`,
    replyDueAt: (appliedAt) => replyDueAt(replies, appliedAt),
  });
  if (id === undefined) throw badRequest({ non_field_errors: [JOBS_MESSAGES.alreadyApplied] });
  const row = await loadApplication(db, id);
  // Applying opens the conversation with the organisation (docs/product.md section C11): either side may write.
  if (job.company_id !== null) await openConversation(db, { jobId: job.id, candidateId: candidate.id, companyId: job.company_id });
  await applicationNotices.received(notifier, db, row);
  return row;
}

/**
 * The owner organisation moves an open application along the pipeline (APPLICATION_MOVES in the contract).
 * Setting the status it already has changes nothing and records nothing. A rejection may carry one of the
 * contract's kind notes, which the candidate reads in its notice.
 */
export async function changeApplicationStatus(
  db: Db,
  notifier: Notifier,
  row: ApplicationRow,
  to: ApplicationStatus,
  by: User,
  rejectionNote?: RejectionNoteId,
): Promise<ApplicationRow> {
  const from = asApplicationStatus(row.status);
  if (row.withdrawn_at !== null) throw badRequest({ status: [JOBS_MESSAGES.applicationNotOpen] });
  if (rejectionNote !== undefined && to !== 'rejected') throw badRequest({ rejection_note: [JOBS_MESSAGES.rejectionNoteOnlyWithRejection] });
  if (from === to) return row;
  if (!canMoveApplication(from, to)) throw badRequest({ status: [JOBS_MESSAGES.invalidMove(from, to)] });
  const summary = `Your application for ${row.job_title}${at(row.company_name)} moved to ${APPLICATION_STATUS_LABELS[to]}.`;
  if (!(await moveApplication(db, row, to, by.id, summary))) throw badRequest({ status: [JOBS_MESSAGES.applicationNotOpen] });
  // A first reply (or a late one to a lapsed application) changes the company's record at once.
  if (row.replied_at === null) await refreshRecordOfJob(db, row.job_id);
  await applicationNotices.moved(notifier, db, row, to, rejectionNote);
  return loadApplication(db, row.id);
}

/** The candidate withdraws an open application; it stays on record, no longer open. */
export async function withdraw(db: Db, notifier: Notifier, row: ApplicationRow, by: User): Promise<ApplicationRow> {
  if (row.withdrawn_at !== null) throw badRequest({ non_field_errors: [JOBS_MESSAGES.alreadyWithdrawn] });
  if (!isOpenApplication(row)) throw badRequest({ non_field_errors: [JOBS_MESSAGES.applicationNotOpen] });
  const summary = `You withdrew your application for ${row.job_title}${at(row.company_name)}.`;
  if (!(await withdrawApplication(db, row, by.id, summary))) throw badRequest({ non_field_errors: [JOBS_MESSAGES.applicationNotOpen] });
  await applicationNotices.withdrawn(notifier, db, row);
  return loadApplication(db, row.id);
}

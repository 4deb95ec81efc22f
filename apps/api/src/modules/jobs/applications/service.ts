import {
  APPLICATION_STATUS_LABELS,
  canMoveApplication,
  FINAL_MOVE_UNDO_MS,
  JOBS_MESSAGES,
  REJECTION_NOTE_IDS,
  TEAM_MESSAGES,
  type ApplicationStatus,
  type RejectionNoteId,
} from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors.ts';
import { nowIso } from '../../../lib/time.ts';
import { findJob, markJobActive } from '../postings/repository.ts';
import { openConversation } from '../../conversations/index.ts';
import { queueApplicationSentMail } from '../../mail/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import { refreshRecordOfJob, replyDueAt, type ReplySettings } from '../../replies/index.ts';
import { deleteHeldMove, deleteOwnHeldMove, dueHeldMove, heldMoveOf, insertHeldMove } from './held-moves.ts';
import { applicationNotices } from './notices.ts';
import { asApplicationStatus, isOpenApplication } from './presenter.ts';
import { findApplication, insertApplication, recordActivity, recordEvent, setApplicationStatus, withdrawApplication, type ApplicationRow } from './repository.ts';

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
async function applyToJob(db: Db, notifier: Notifier, replies: ReplySettings, candidate: User, jobId: number, note: string): Promise<ApplicationRow> {
  const job = await findJob(db, jobId);
  // is_active: active, and neither hidden by reports nor of a suspended organisation (docs/product.md section C20).
  if (!job || job.is_active !== 1) throw notFound();
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
 * Applies (applyToJob) and e-mails the candidate a receipt: that it went, to whom, and by when they will hear. The
 * application stands whatever happens to its receipt.
 */
export async function applyWithReceipt(app: FastifyInstance, candidate: User, jobId: number, note: string): Promise<ApplicationRow> {
  const row = await applyToJob(app.db, app.notifier, app.replies, candidate, jobId, note);
  await queueApplicationSentMail(app, {
    candidateId: candidate.id,
    candidateName: candidate.name,
    email: candidate.email,
    jobTitle: row.job_title,
    companyName: row.company_name,
    replyDueAt: row.reply_due_at,
  }).catch((err: unknown) => app.log.error({ err, application: row.id }, 'the application receipt could not be queued'));
  return row;
}

/** Refuses a move the pipeline does not allow; false when the application is at `to` already (nothing to do). */
function checkMove(row: ApplicationRow, to: ApplicationStatus, rejectionNote: RejectionNoteId | undefined): boolean {
  const from = asApplicationStatus(row.status);
  if (row.withdrawn_at !== null) throw badRequest({ status: [JOBS_MESSAGES.applicationNotOpen] });
  if (rejectionNote !== undefined && to !== 'rejected') throw badRequest({ rejection_note: [JOBS_MESSAGES.rejectionNoteOnlyWithRejection] });
  if (from === to) return false;
  if (!canMoveApplication(from, to)) throw badRequest({ status: [JOBS_MESSAGES.invalidMove(from, to)] });
  return true;
}

/**
 * A move with its history and the candidate's activity, in one transaction; false when the application changed in
 * the meantime. Moving an applicant keeps the job from looking abandoned (docs/product.md section C12).
 */
async function moveApplication(db: Db, row: ApplicationRow, to: ApplicationStatus, by: number, summary: string): Promise<boolean> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (!(await setApplicationStatus(trx, row, to, now))) return false;
    await markJobActive(trx, row.job_id, now);
    await recordEvent(trx, row.id, row.status, to, by, now);
    await recordActivity(trx, row.candidate_id, 'status_changed', summary, row.job_id, now);
    return true;
  });
}

/** Makes a checked move and tells the candidate; false when the application changed in the meantime. */
async function makeMove(db: Db, notifier: Notifier, row: ApplicationRow, to: ApplicationStatus, by: number, rejectionNote: RejectionNoteId | undefined): Promise<boolean> {
  const summary = `Your application for ${row.job_title}${at(row.company_name)} moved to ${APPLICATION_STATUS_LABELS[to]}.`;
  if (!(await moveApplication(db, row, to, by, summary))) return false;
  // A first reply (or a late one to a lapsed application) changes the company's record at once.
  if (row.replied_at === null) await refreshRecordOfJob(db, row.job_id);
  await applicationNotices.moved(notifier, db, row, to, rejectionNote);
  return true;
}

/**
 * The owner organisation moves an open application along the pipeline (APPLICATION_MOVES in the contract).
 * Setting the status it already has changes nothing and records nothing. A rejection may carry one of the
 * contract's kind notes, which the candidate reads in its notice. While a move is held for undo, no other is made.
 */
export async function changeApplicationStatus(
  db: Db,
  notifier: Notifier,
  row: ApplicationRow,
  to: ApplicationStatus,
  by: User,
  rejectionNote?: RejectionNoteId,
): Promise<ApplicationRow> {
  if (!checkMove(row, to, rejectionNote)) return row;
  if (await heldMoveOf(db, row.id)) throw badRequest({ status: [TEAM_MESSAGES.moveHeld] });
  if (!(await makeMove(db, notifier, row, to, by.id, rejectionNote))) throw badRequest({ status: [JOBS_MESSAGES.applicationNotOpen] });
  return loadApplication(db, row.id);
}

/** The queue's job that makes a held move once its undo window has passed. */
export const HELD_MOVE_JOB = 'applications.held-move';
/** Moves that are held for undo (docs/product.md section C18): the final ones, which tell the candidate. */
export const HELD_STATUSES: readonly ApplicationStatus[] = ['rejected', 'hired'];

/**
 * Holds a move to Rejected or Hired for FINAL_MOVE_UNDO_MS on the server: nothing changes and nobody is told until
 * then, and the member who made it may undo it from any page or instance. The queue makes it when due.
 */
export async function holdMove(app: FastifyInstance, row: ApplicationRow, to: ApplicationStatus, by: User, rejectionNote?: RejectionNoteId): Promise<ApplicationRow> {
  if (!HELD_STATUSES.includes(to)) throw badRequest({ status: [TEAM_MESSAGES.holdOnlyFinal] });
  if (!checkMove(row, to, rejectionNote)) throw badRequest({ status: [JOBS_MESSAGES.invalidMove(asApplicationStatus(row.status), to)] });
  const dueAt = new Date(Date.now() + FINAL_MOVE_UNDO_MS).toISOString();
  const held = await insertHeldMove(app.db, { applicationId: row.id, from: asApplicationStatus(row.status), to, rejectionNote, by: by.id, dueAt });
  if (!held) throw badRequest({ status: [TEAM_MESSAGES.moveHeld] });
  // A little after the window, so the job never finds it still open; each hold sends its own job (no key), so a
  // move held again after an undo is not dropped as a duplicate of the first.
  await app.queue.send(HELD_MOVE_JOB, { application: row.id }, { delayMs: FINAL_MOVE_UNDO_MS + 250 });
  return row;
}

/** The undo: only the member who held the move, only within its window (403 for another member, 400 too late). */
export async function undoHeldMove(db: Db, row: ApplicationRow, by: User): Promise<void> {
  if (await deleteOwnHeldMove(db, row.id, by.id)) return;
  const held = await heldMoveOf(db, row.id);
  if (held && held.moved_by !== by.id && held.due_at > new Date().toISOString()) throw forbidden(TEAM_MESSAGES.notYourMove);
  throw badRequest({ non_field_errors: [TEAM_MESSAGES.nothingToUndo] });
}

const asRejectionNote = (value: string | null): RejectionNoteId | undefined => (REJECTION_NOTE_IDS as readonly string[]).find((id) => id === value) as RejectionNoteId | undefined;

/**
 * Makes a held move whose window has passed, if the application is still where it was held from (a withdrawal, a
 * booked interview or a lapse since then drops it). Two runs at once move it once: the move is conditional.
 */
export async function makeHeldMove(db: Db, notifier: Notifier, applicationId: number): Promise<void> {
  const held = await dueHeldMove(db, applicationId);
  if (!held) return;
  const row = await findApplication(db, applicationId);
  if (row && row.withdrawn_at === null && row.status === held.from_status) {
    await makeMove(db, notifier, row, asApplicationStatus(held.to_status), held.moved_by, asRejectionNote(held.rejection_note));
  }
  await deleteHeldMove(db, applicationId);
}

/**
 * A booked interview (docs/product.md section C19) moves its application to interview: the organisation's proposal, taken
 * up, is its reply (a first reply changes its record at once). An application already at interview or further
 * stays where it is; the candidate, who booked, is not told of the move as well.
 */
export async function moveToInterview(db: Db, row: ApplicationRow, by: number): Promise<void> {
  const from = asApplicationStatus(row.status);
  if (row.withdrawn_at !== null || from === 'interview' || !canMoveApplication(from, 'interview')) return;
  const summary = `Your application for ${row.job_title}${at(row.company_name)} moved to ${APPLICATION_STATUS_LABELS.interview}.`;
  if (!(await moveApplication(db, row, 'interview', by, summary))) return;
  if (row.replied_at === null) await refreshRecordOfJob(db, row.job_id);
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

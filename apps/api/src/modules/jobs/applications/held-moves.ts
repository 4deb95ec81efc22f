import type { ApplicationStatus, RejectionNoteId } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { nowIso } from '../../../lib/time.ts';

// Moves to Rejected or Hired held for their undo window (docs/product.md section C18, migration 0036). One row per
// application while it waits. The queue's job (or the scheduler's sweep, should a job be lost) makes the move once
// due_at has passed; an undo deletes the row before then. The two conditions (due_at passed, due_at ahead) never
// hold at once, so an undo and the move cannot both win.

export interface HeldMoveRow {
  job_application_id: number;
  from_status: string;
  to_status: string;
  rejection_note: string | null;
  moved_by: number;
  mover: string | null;
  due_at: string;
}

const selectHeld = (db: Db) =>
  db
    .selectFrom('application_held_moves as h')
    .leftJoin('users as m', 'm.id', 'h.moved_by')
    .select(['h.job_application_id', 'h.from_status', 'h.to_status', 'h.rejection_note', 'h.moved_by', 'm.name as mover', 'h.due_at']);

export const heldMoveOf = (db: Db, applicationId: number): Promise<HeldMoveRow | undefined> =>
  selectHeld(db).where('h.job_application_id', '=', applicationId).executeTakeFirst();

/** The held moves of these applications, by application (one query for a whole board). */
export async function heldMovesOf(db: Db, applicationIds: readonly number[]): Promise<Map<number, HeldMoveRow>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await selectHeld(db).where('h.job_application_id', 'in', [...new Set(applicationIds)]).execute();
  return new Map(rows.map((row) => [row.job_application_id, row]));
}

/** Holds a move; false when one is held already for this application (the primary key refuses a second). */
export async function insertHeldMove(
  db: Db,
  values: { applicationId: number; from: ApplicationStatus; to: ApplicationStatus; rejectionNote: RejectionNoteId | undefined; by: number; dueAt: string },
): Promise<boolean> {
  try {
    await db
      .insertInto('application_held_moves')
      .values({
        job_application_id: values.applicationId,
        from_status: values.from,
        to_status: values.to,
        rejection_note: values.rejectionNote ?? null,
        moved_by: values.by,
        created_at: nowIso(),
        due_at: values.dueAt,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The undo: deletes the member's own held move while its window is open. False when there was none to delete. */
export async function deleteOwnHeldMove(db: Db, applicationId: number, by: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('application_held_moves')
    .where('job_application_id', '=', applicationId)
    .where('moved_by', '=', by)
    .where('due_at', '>', nowIso())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** A held move whose window has passed, to be made now; undefined when it was undone or made already. */
export const dueHeldMove = (db: Db, applicationId: number): Promise<HeldMoveRow | undefined> =>
  selectHeld(db).where('h.job_application_id', '=', applicationId).where('h.due_at', '<=', nowIso()).executeTakeFirst();

/** Held moves past their window by more than `graceMs`: the sweep's, in case their queued job was lost. */
export const overdueHeldMoveIds = async (db: Db, graceMs: number, limit: number): Promise<number[]> =>
  (
    await db
      .selectFrom('application_held_moves')
      .select('job_application_id')
      .where('due_at', '<=', new Date(Date.now() - graceMs).toISOString())
      .orderBy('due_at')
      .limit(limit)
      .execute()
  ).map((row) => row.job_application_id);

export async function deleteHeldMove(db: Db, applicationId: number): Promise<void> {
  await db.deleteFrom('application_held_moves').where('job_application_id', '=', applicationId).execute();
}

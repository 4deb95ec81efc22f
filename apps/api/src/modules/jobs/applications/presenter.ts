import { APPLICATION_STATUSES, OPEN_APPLICATION_STATUSES, type ApplicationStatus, type JobApplicationAnswer } from '@tandem/contract';
import type { User } from '../../../db/schema.ts';
import { isApplicant, ownsApplicationJob } from './policy.ts';
import type { HeldMoveRow } from './held-moves.ts';
import type { ApplicationRow } from './repository.ts';

export const asApplicationStatus = (status: string): ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationStatus) : 'applied';

/** no_reply is not open: the candidate was told it lapsed (the organisation may still take it up). */
export const isOpenApplication = (row: { status: string; withdrawn_at: string | null }): boolean =>
  row.withdrawn_at === null && (OPEN_APPLICATION_STATUSES as readonly string[]).includes(row.status);

/**
 * An application for the candidate who made it or the organisation that owns the job. The candidate's email and
 * phone are shown to that organisation (the candidate applied to it) and to the candidate, never to anyone else.
 */
export function presentApplication(row: ApplicationRow, viewer: User | null, held?: HeldMoveRow): JobApplicationAnswer {
  const candidate: JobApplicationAnswer['candidate'] = { id: row.candidate_id, name: row.candidate_name, title: row.candidate_title };
  const member = ownsApplicationJob(viewer, row);
  if (member || isApplicant(viewer, row)) {
    candidate.email = row.candidate_email;
    candidate.phone_number = row.candidate_phone_number;
    // 1 on SQLite, true on PostgreSQL.
    candidate.has_resume = Number(row.candidate_has_resume) === 1;
  }
  return {
    id: row.id,
    job: row.job_id,
    job_title: row.job_title,
    company: row.job_company_id,
    company_name: row.company_name,
    status: asApplicationStatus(row.status),
    is_open: isOpenApplication(row),
    note: row.note,
    applied_at: row.created_at,
    updated_at: row.updated_at,
    withdrawn_at: row.withdrawn_at,
    reply_due_at: row.reply_due_at,
    replied_at: row.replied_at,
    candidate,
    // A held move is the team's until it is made: the candidate never sees it (docs/product.md section C18).
    ...(member ? { held_move: held ? presentHeldMove(held, viewer) : null } : {}),
  };
}

const presentHeldMove = (held: HeldMoveRow, viewer: User | null): NonNullable<JobApplicationAnswer['held_move']> => ({
  status: asApplicationStatus(held.to_status),
  due_at: held.due_at,
  by: held.mover ?? 'Deleted user',
  can_undo: viewer !== null && viewer.id === held.moved_by,
});

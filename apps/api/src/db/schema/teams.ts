// Teams (docs/product.md section C18): invitations to join a company, and what its members keep on an application.
import type { Id } from './column-types.ts';

/** A single-use link to join a company (0027), kept as its token's hash; used_at once joined. */
export interface CompanyInvitesTable {
  id: Id;
  company_id: number;
  email: string;
  /** 'owner' or 'member': the role the invitee joins with. */
  role: string;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A member's note on an application (0028): the company's members read it, never the candidate. */
export interface ApplicationNotesTable {
  id: Id;
  job_application_id: number;
  /** Null once the author's account is deleted: the note stays with the application. */
  author_id: number | null;
  body: string;
  created_at: string;
}

/** A member's rating (1 to 5) of an applicant on one of the job's required skills (0028). */
export interface ApplicationSkillRatingsTable {
  id: Id;
  job_application_id: number;
  rated_by: number;
  skill: string;
  rating: number;
  updated_at: string;
}

/** A move to Rejected or Hired waiting out its undo window (0036): made by the queue at due_at unless undone first. */
export interface ApplicationHeldMovesTable {
  job_application_id: number;
  from_status: string;
  to_status: string;
  rejection_note: string | null;
  moved_by: number;
  created_at: string;
  due_at: string;
}

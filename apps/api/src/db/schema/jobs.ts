// Job postings, their skills and saves, applications with their history, and the dashboards' activity.
import type { Generated, Selectable } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface JobProfilesTable {
  id: Id;
  title: string;
  description: Generated<string>;
  keywords: Generated<string>;
  salary_min: number | null;
  salary_max: number | null;
  /** 'GBP', 'EUR' or 'USD' (SALARY_CURRENCIES). */
  salary_currency: Generated<string>;
  /** 'year', 'month' or 'hour' (SALARY_PERIODS). */
  salary_period: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  /** Null once the poster's account is deleted and nobody is left in the company to take the job (0014). */
  created_by: number | null;
  company_id: number | null;
  is_remote: Generated<Flag>;
  job_type: Generated<string>;
  degree_requirements: Generated<string>;
  years_of_experience: Generated<number>;
  benefits_and_perks: Generated<string>;
  visa_sponsor: Generated<Flag>;
  status: Generated<string>;
  is_active: Generated<Flag>;
  department: Generated<string>;
  created_at: string;
  updated_at: string;
  /** The last edit of the job or move of an applicant (docs/product.md section C12). */
  last_activity_at: string | null;
  /** When the organisation was asked whether the job is still open (job_stale), once per quiet spell. */
  stale_flagged_at: string | null;
  /** 'stale' when the scheduler paused the job; null when its organisation did (or it is not paused). */
  paused_reason: string | null;
  /** 1 while reports from three people hide the job until an operator decides (0033, docs/product.md section C20). */
  hidden_by_reports: Generated<Flag>;
  /** 1 while its organisation is suspended (0033). is_active stays 0 while either flag is set. */
  company_suspended: Generated<Flag>;
  /** The last day the job takes applications (YYYY-MM-DD, UTC), or null; closed by the scheduler once passed. */
  closes_on: string | null;
  /** Why the job is held for review (status 'held', docs/product.md section C20), shown to its organisation. */
  held_reason: string | null;
  /** A fingerprint of the words and pay an operator published (review-rules.ts): saved unchanged, it is not held again. */
  review_cleared: string | null;
}

export interface JobSkillsTable {
  id: Id;
  job_id: number;
  skill_id: number | null;
  name: string;
}

export interface SavedJobsTable {
  id: Id;
  user_id: number;
  job_id: number;
  created_at: string;
}

export interface JobApplicationsTable {
  id: Id;
  job_id: number;
  candidate_id: number;
  status: Generated<string>;
  note: Generated<string>;
  created_at: string;
  updated_at: string;
  withdrawn_at: string | null;
  /** Applied + REPLY_WINDOW (docs/product.md section C12); null only before migration 0012 filled it. */
  reply_due_at: string | null;
  /** The organisation's first reply: a move of the application or a message in its conversation. */
  replied_at: string | null;
  /** When the organisation was reminded, once, that the deadline is near. */
  reply_reminded_at: string | null;
}

export interface JobApplicationEventsTable {
  id: Id;
  job_application_id: number;
  from_status: string | null;
  to_status: string;
  /** Null once the account that made the move is deleted (0014): the move stays in the history. */
  changed_by: number | null;
  created_at: string;
}

export interface ActivityLogTable {
  id: Id;
  user_id: number;
  kind: string;
  summary: Generated<string>;
  job_id: number | null;
  created_at: string;
}

export type JobProfile = Selectable<JobProfilesTable>;

import { JOB_ANSWER_STATUSES, storedSalaryCurrency, storedSalaryPeriod, type JobAnswer, type JobAnswerStatus } from '@tandem/contract';
import type { User } from '../../../db/schema.ts';
import { jobPolicy } from './policy.ts';
import type { JobRow } from './repository.ts';

const asStatus = (status: string): JobAnswerStatus => ((JOB_ANSWER_STATUSES as readonly string[]).includes(status) ? (status as JobAnswerStatus) : 'closed');

/** A reply record's share to two decimals and its days to one; null stays null (docs/product.md section C12). */
export const roundRate = (rate: number | null | undefined): number | null => (rate == null ? null : Math.round(Number(rate) * 100) / 100);
export const roundDays = (days: number | null | undefined): number | null => (days == null ? null : Math.round(Number(days) * 10) / 10);

/**
 * A job as the API answers it. applicants_count only for the organisation that owns it; isSaved and match_score
 * only for a signed-in candidate (match_score null while no score is available). A row kept in memory
 * (row-cache.ts) has no saved flag of its own: it comes apart.
 */
export function presentJob(row: JobRow, viewer: User | null, matchScore?: number | null, isSaved = Number(row.is_saved ?? 0) === 1): JobAnswer {
  const status = asStatus(row.status);
  const answer: JobAnswer = {
    id: row.id,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: storedSalaryCurrency(row.salary_currency),
    salary_period: storedSalaryPeriod(row.salary_period),
    city: row.city,
    state: row.state,
    country: row.country,
    created_by: row.created_by,
    company: row.company_id,
    company_name: row.company_name,
    company_logo: row.company_logo,
    company_response_rate: roundRate(row.company_response_rate),
    company_median_reply_days: roundDays(row.company_median_reply_days),
    is_remote: row.is_remote === 1,
    job_type: row.job_type,
    degree_requirements: row.degree_requirements,
    years_of_experience: row.years_of_experience,
    benefits_and_perks: row.benefits_and_perks,
    visa_sponsor: row.visa_sponsor === 1,
    status,
    is_active: status === 'active',
    paused_reason: status === 'paused' && row.paused_reason === 'stale' ? 'stale' : null,
    stale_since: status === 'active' ? row.stale_flagged_at : null,
    company_verified: row.company_verified_at != null,
    department: row.department,
    closes_on: row.closes_on,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (jobPolicy.owns(viewer, row)) {
    answer.applicants_count = Number(row.applicants_count ?? 0);
    answer.can_manage = true;
    answer.held_reason = status === 'held' ? row.held_reason : null;
  }
  if (viewer?.role === 'candidate') {
    answer.isSaved = isSaved;
    answer.match_score = matchScore ?? null;
  }
  return answer;
}

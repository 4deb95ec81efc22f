import type { JobApplicationAnswer } from '@tandem/contract';

// Kept apart from the status labels: the job screens need these counts but not the labels, whose module (the
// contract's jobs schemas) would bring zod into their first load.

/**
 * Counts for the shortlisted screen: applications under review (open, in screening). Its 'Interviews Scheduled'
 * counts booked interviews (the interviews feature), not applications at the interview stage.
 */
export function pipelineCounts(applications: readonly Pick<JobApplicationAnswer, 'status' | 'is_open'>[]) {
  let underReview = 0;
  for (const application of applications) if (application.is_open && application.status === 'screening') underReview += 1;
  return { underReview };
}

/** Job ids the candidate has applied to (withdrawn included: a job takes one application). */
export const appliedJobIds = (applications: readonly Pick<JobApplicationAnswer, 'job'>[]): Set<number> =>
  new Set(applications.map((application) => application.job));

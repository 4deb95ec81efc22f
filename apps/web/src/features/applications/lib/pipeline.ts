import type { JobApplicationAnswer } from '@tandem/contract';

// Kept apart from the status labels: the job screens need these counts but not the labels, whose module (the
// contract's jobs schemas) would bring zod into their first load.

/** Counts for the shortlisted screen: interviews scheduled, and applications under review (applied, screening). */
export function pipelineCounts(applications: readonly Pick<JobApplicationAnswer, 'status' | 'is_open'>[]) {
  let interviews = 0;
  let underReview = 0;
  for (const application of applications) {
    if (!application.is_open) continue;
    if (application.status === 'interview') interviews += 1;
    else if (application.status === 'applied' || application.status === 'screening') underReview += 1;
  }
  return { interviews, underReview };
}

/** Job ids the candidate has applied to (withdrawn included: a job takes one application). */
export const appliedJobIds = (applications: readonly Pick<JobApplicationAnswer, 'job'>[]): Set<number> =>
  new Set(applications.map((application) => application.job));

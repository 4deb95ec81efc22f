import type { JobAnswer } from '@tandem/contract';

/**
 * Whether the signed-in organisation may edit this job: it belongs to their company. Another organisation's
 * active job is readable by everyone, so the job loading is not enough; the server would refuse the save (403).
 */
export const isOwnJob = (job: Pick<JobAnswer, 'company'>, company: number | null | undefined): boolean =>
  company != null && job.company === company;

import type { JobAnswerStatus, JobStatus } from '@tandem/contract';
import type { BadgeTone } from '../../../components/ui/badge';

export const JOB_STATUS_LABELS: Record<JobAnswerStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  held: 'Held for review',
};

export const JOB_STATUS_TONES: Record<JobAnswerStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  closed: 'neutral',
  held: 'warning',
};

/** The status of a job as stored, from `status`, or from `is_active` for an answer without it. */
export const statusOf = (job: { status?: JobAnswerStatus | null; is_active: boolean }): JobAnswerStatus =>
  job.status ?? (job.is_active ? 'active' : 'closed');

/** A filter select's value: '' (all) or a status. */
export type StatusFilter = '' | JobStatus;

export const toStatusParam = (filter: StatusFilter): JobStatus | undefined => (filter === '' ? undefined : filter);

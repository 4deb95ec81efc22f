import { APPLICATION_STATUS_LABELS } from '@tandem/contract';
import type { ApplicationStatus, JobApplicationAnswer } from '@tandem/contract';

export type StatusTone = 'neutral' | 'progress' | 'good' | 'bad';

/** What the candidate reads: the stage, or Withdrawn once they took it back. */
export function statusLabel(application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at'>): string {
  if (application.withdrawn_at) return 'Withdrawn';
  return APPLICATION_STATUS_LABELS[application.status as ApplicationStatus] ?? application.status;
}

export function statusTone(application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at'>): StatusTone {
  if (application.withdrawn_at || application.status === 'rejected') return 'bad';
  if (application.status === 'offer' || application.status === 'hired') return 'good';
  if (application.status === 'screening' || application.status === 'interview') return 'progress';
  return 'neutral';
}

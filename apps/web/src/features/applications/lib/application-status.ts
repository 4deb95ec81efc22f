import { APPLICATION_STATUS_LABELS, REPLY_MESSAGES } from '@tandem/contract';
import type { JobApplicationAnswer } from '@tandem/contract';

export type StatusTone = 'neutral' | 'progress' | 'good' | 'bad';

/** What the candidate reads: the stage, or Withdrawn once they took it back. */
export function statusLabel(application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at'>): string {
  if (application.withdrawn_at) return 'Withdrawn';
  return APPLICATION_STATUS_LABELS[application.status] ?? application.status;
}

export function statusTone(application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at'>): StatusTone {
  if (application.withdrawn_at || application.status === 'rejected' || application.status === 'no_reply') return 'bad';
  if (application.status === 'offer' || application.status === 'hired') return 'good';
  if (application.status === 'screening' || application.status === 'interview') return 'progress';
  return 'neutral';
}

/**
 * The reply promise as the candidate reads it (docs/product.md section C12): when an answer is due while it waits,
 * or that none came by then. Nothing once the organisation answered or the candidate withdrew.
 */
export function replyLine(application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at' | 'reply_due_at' | 'replied_at'>): string | undefined {
  if (!application.reply_due_at || application.withdrawn_at) return undefined;
  if (application.status === 'no_reply') return REPLY_MESSAGES.noReplyBy(application.reply_due_at);
  if (application.status === 'applied' && !application.replied_at) return REPLY_MESSAGES.replyBy(application.reply_due_at);
  return undefined;
}

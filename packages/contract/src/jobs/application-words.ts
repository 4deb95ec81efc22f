// Job applications (docs/product.md section C8): the stages' names and the moves between them, without zod (the
// applications list and the organisation's pipeline word stages on their first screen). The schemas are in
// applications.ts.
import type { ApplicationStatus } from '../enums.ts';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  no_reply: 'No reply',
};

/** Stages still in progress: an application here can move on, be rejected or be withdrawn. */
export const OPEN_APPLICATION_STATUSES = ['applied', 'screening', 'interview', 'offer'] as const satisfies readonly ApplicationStatus[];

/**
 * Moves the owner organisation may make: forward through applied → screening → interview → offer → hired
 * (skipping stages is allowed), or to rejected from any open stage. hired and rejected are final; nothing moves
 * backwards; no_reply is reached only by the reply deadline's sweep. A withdrawn application moves no more.
 */
export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['screening', 'interview', 'offer', 'hired', 'rejected'],
  screening: ['interview', 'offer', 'hired', 'rejected'],
  interview: ['offer', 'hired', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  // A late reply is still a reply: the organisation may take up an application it let lapse (docs/decisions.md).
  no_reply: ['screening', 'interview', 'offer', 'hired', 'rejected'],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => APPLICATION_MOVES[from].includes(to);

/** What an application event records as to_status when the candidate withdraws. */
export const WITHDRAWN_EVENT_STATUS = 'withdrawn';

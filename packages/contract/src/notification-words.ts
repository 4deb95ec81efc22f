// Notification kinds, their labels and the e-mail choices, apart from the schemas (notifications.ts): the bell and
// the settings read them on their first load.

/** What a notification is about (docs/product.md section C10); each has its own e-mail template and preference. */
export const NOTIFICATION_KINDS = [
  'application_received',
  'application_status',
  'message',
  'invitation',
  'invitation_answered',
  'saved_search_match',
  'reply_due',
  'application_no_reply',
  'job_stale',
  'job_auto_paused',
  'interview',
  'interview_reminder',
  'volunteer_interest',
  'volunteer_interest_answered',
  'event_reminder',
  'volunteer_shift',
  'report_outcome',
  'job_review',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Words shown beside each kind in the preferences form. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  application_received: 'New applications to my jobs',
  application_status: 'Changes to my applications',
  message: 'Messages',
  invitation: 'Invitations to apply',
  invitation_answered: 'Answers to my invitations',
  saved_search_match: 'Job alerts from saved searches',
  reply_due: 'Applicants waiting for a reply',
  application_no_reply: 'Applications with no reply yet',
  job_stale: 'Jobs that need a check',
  job_auto_paused: 'Jobs paused automatically',
  interview: 'Interview times, bookings and changes',
  interview_reminder: 'Reminders before an interview',
  volunteer_interest: 'People interested in my volunteer roles',
  volunteer_interest_answered: 'Answers to my volunteering interest',
  event_reminder: 'Reminders of events I registered for',
  volunteer_shift: 'My volunteer shifts: sign-ups, cancellations and reminders',
  report_outcome: 'Outcomes of my reports',
  job_review: 'Decisions on jobs held for review',
};

/**
 * What an e-mail's unsubscribe link stops, as its page says it: one kind's e-mails, or (the digest's link) every
 * notification e-mail. Account e-mails (a password reset, a deletion's confirmation) are not notifications and go on.
 */
export function unsubscribeStops(topic: NotificationKind | 'digest'): string {
  return topic === 'digest'
    ? 'every notification e-mail from Tandem: the daily digest and those sent at once'
    : `e-mails about “${NOTIFICATION_KIND_LABELS[topic]}”`;
}
export const UNSUBSCRIBE_WORDS = {
  staysOn: 'The bell in Tandem still shows them, and e-mails about your account, such as a password reset, still come. You can turn them back on at any time in Settings.',
};


export const EMAIL_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  instant: 'As it happens',
  daily: 'One daily digest',
  off: 'Never',
};


/** The kinds a candidate can receive; an organisation's users receive the rest, and messages reach both. */
const CANDIDATE_KINDS: readonly NotificationKind[] = [
  'application_status',
  'message',
  'invitation',
  'saved_search_match',
  'application_no_reply',
  // Volunteering (docs/product.md section C21) reaches the candidate too.
  'volunteer_interest_answered',
  'event_reminder',
  'volunteer_shift',
];

/** The kinds a person's settings offer: only those their kind of account can receive. */
export const notificationKindsFor = (role: 'candidate' | 'organisation'): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => kind === 'message' || kind === 'report_outcome' || CANDIDATE_KINDS.includes(kind) === (role === 'candidate'));

import { z } from 'zod';

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
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

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

export const NotificationItem = z.object({
  id: z.number(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path in the app, where the person acts on it. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(NotificationItem),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  instant: 'As it happens',
  daily: 'One daily digest',
  off: 'Never',
};

export const KindPreference = z.object({ in_app: z.boolean(), email: z.boolean() });
export type KindPreference = z.infer<typeof KindPreference>;

/**
 * Defaults (docs/decisions.md): every kind shows in the app; the kinds a person waits for (their application's
 * status, messages, invitations, job alerts) are e-mailed as they happen; the rest are not e-mailed one by one
 * but go into the daily digest.
 */
export const EMAIL_BY_DEFAULT: readonly NotificationKind[] = ['application_status', 'message', 'invitation', 'saved_search_match', 'interview', 'interview_reminder', 'volunteer_interest', 'volunteer_interest_answered', 'event_reminder', 'volunteer_shift', 'job_review'];

export const NotificationPreferences = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, KindPreference])) as Record<NotificationKind, typeof KindPreference>,
  ),
  email_frequency: z.enum(EMAIL_FREQUENCIES),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, email: EMAIL_BY_DEFAULT.includes(kind) }]),
  ) as Record<NotificationKind, KindPreference>,
  email_frequency: 'instant',
};

const KindPatch = KindPreference.partial().strict();

/** The kinds as a person's preferences are kept: the flags they set, by kind (the defaults fill in the rest). */
export const StoredNotificationKinds = z.record(z.string(), KindPreference.partial());
export type StoredNotificationKinds = z.infer<typeof StoredNotificationKinds>;

/** PATCH: any kinds (each with either flag) and the frequency; what is left out keeps its value. */
export const NotificationPreferencesPatch = z
  .object({
    kinds: z
      .object(
        // Object.fromEntries cannot know its keys are exactly NOTIFICATION_KINDS; the map over that list makes it so.
        Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, KindPatch])) as unknown as Record<NotificationKind, typeof KindPatch>,
      )
      .partial()
      .strict(),
    email_frequency: z.enum(EMAIL_FREQUENCIES, { error: 'Choose instant, daily or off.' }),
  })
  .partial()
  .strict();
export type NotificationPreferencesPatch = z.infer<typeof NotificationPreferencesPatch>;

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

import { z } from 'zod';
import { EMAIL_FREQUENCIES, NOTIFICATION_KINDS, type NotificationKind } from './notification-words.ts';

// Notifications' schemas; the kinds, their labels and the e-mail choices are in notification-words.ts.
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

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

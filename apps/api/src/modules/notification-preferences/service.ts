import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_FREQUENCIES,
  NOTIFICATION_KINDS,
  type EmailFrequency,
  type KindPreference,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import { findPreferencesRow, findPreferencesRows, savePreferencesRow } from './repository.ts';

/** Stored choices over the defaults: a kind added later, or never changed, follows its default. */
function merge(stored: Partial<Record<string, Partial<KindPreference>>>, frequency: string): NotificationPreferences {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds[kind], ...stored[kind] }]),
  ) as Record<NotificationKind, KindPreference>;
  const emailFrequency = (EMAIL_FREQUENCIES as readonly string[]).includes(frequency)
    ? (frequency as EmailFrequency)
    : DEFAULT_NOTIFICATION_PREFERENCES.email_frequency;
  return { kinds, email_frequency: emailFrequency };
}

/**
 * A user's notification preferences, defaults filled in. The notifications service asks it whether to show a
 * notification in the app (`kinds[kind].in_app`); the mail module whether and when to e-mail it.
 */
export async function preferencesFor(db: Db, userId: number): Promise<NotificationPreferences> {
  const row = await findPreferencesRow(db, userId);
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return merge(JSON.parse(row.kinds) as Record<string, Partial<KindPreference>>, row.email_frequency);
}

export async function updatePreferences(db: Db, userId: number, patch: NotificationPreferencesPatch): Promise<NotificationPreferences> {
  const current = await preferencesFor(db, userId);
  const kinds = { ...current.kinds };
  for (const [kind, change] of Object.entries(patch.kinds ?? {}) as [NotificationKind, Partial<KindPreference> | undefined][]) {
    kinds[kind] = { ...kinds[kind], ...change };
  }
  const next: NotificationPreferences = { kinds, email_frequency: patch.email_frequency ?? current.email_frequency };
  await savePreferencesRow(db, userId, JSON.stringify(next.kinds), next.email_frequency);
  return next;
}

/** Preferences of many users at once (one query), for a notification sent to many. */
export async function preferencesOfMany(db: Db, userIds: readonly number[]): Promise<Map<number, NotificationPreferences>> {
  const out = new Map<number, NotificationPreferences>();
  for (const row of await findPreferencesRows(db, userIds)) out.set(row.user_id, merge(JSON.parse(row.kinds) as Record<string, Partial<KindPreference>>, row.email_frequency));
  for (const id of userIds) if (!out.has(id)) out.set(id, DEFAULT_NOTIFICATION_PREFERENCES);
  return out;
}

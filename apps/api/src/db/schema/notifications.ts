// Notifications in the app, the preferences that route them, and the mail that carries them.
import type { Generated } from 'kysely';
import type { Id } from './column-types.ts';

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  /** A path in the app where the person acts on it. */
  link: string;
  created_at: string;
  read_at: string | null;
}

/** One row per user who changed a preference; `kinds` is JSON of the kinds they changed. */
export interface NotificationPreferencesTable {
  user_id: number;
  kinds: Generated<string>;
  email_frequency: Generated<string>;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Id;
  user_id: number | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON of extra headers (List-Unsubscribe). */
  headers: Generated<string>;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** The message a message notification's e-mail tells of: dropped, not sent, if read before its send time. */
  unless_read_message_id?: number | null;
  /** JSON of the e-mail's iCalendar part ({ method, filename, content }), null for mail without one. */
  calendar: string | null;
}

export interface MailDigestItemsTable {
  id: Id;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  mailed_at: string | null;
}

/** E-mails sent under a per-recipient cap (migration 0022): counted over the cap's window. */
export interface MailCapSendsTable {
  user_id: number;
  cap_key: string;
  sent_at: string;
}

/** Notices held back past a cap, sent folded into one e-mail when the cap allows (migration 0022). */
export interface MailHeldTable {
  id: Id;
  user_id: number;
  cap_key: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
}

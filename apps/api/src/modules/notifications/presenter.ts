import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/schema.ts';

type NotificationRow = Omit<Selectable<NotificationsTable>, 'user_id'>;

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** A row as the API answers it; a kind this build does not know (written by a newer one) reads as a message. */
export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: isKind(row.kind) ? row.kind : 'message',
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
  };
}

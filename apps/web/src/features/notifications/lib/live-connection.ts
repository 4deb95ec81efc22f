import type { NotificationItem } from '@tandem/contract';
import type { QueryClient } from '@tanstack/react-query';
import { lastLiveEventAt, liveStreamState, subscribeLive } from '../../../lib/live-events';
import { notificationKeys } from '../api/keys';
import { addNotification } from './cache';
import { refreshScreensFor } from './refresh-screens';

interface Connection {
  subscribers: number;
  unsubscribe: () => void;
  /** Ids already applied, so an event sent twice (a replay after reconnecting) counts once. */
  seen: Set<number>;
}

// The page's one stream (lib/live-events.ts) carries notifications and messages alike; this applies the
// notifications to one query cache, however many bells listen.
const connections = new WeakMap<QueryClient, Connection>();

/** The event's notification, or null if it is not one. By hand, as zod is not part of the first load. */
function asNotification(value: unknown): NotificationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const valid =
    typeof item.id === 'number' &&
    typeof item.title === 'string' &&
    typeof item.body === 'string' &&
    typeof item.link === 'string' &&
    typeof item.created_at === 'string' &&
    (item.read_at === null || typeof item.read_at === 'string');
  return valid ? (value as NotificationItem) : null;
}

/**
 * Whether the bell's count may have missed events, so that one refetch is due: the stream was opened after the
 * count was read (events between the two reach no one), or, for a subscriber joining a stream already open, a
 * notification arrived after the count was read. No count yet, or one being read, has nothing to correct.
 */
function countMayBeBehind(client: QueryClient, joining: boolean): boolean {
  const state = client.getQueryState(notificationKeys.unreadCount());
  if (!state || state.dataUpdatedAt === 0 || state.fetchStatus === 'fetching') return false;
  const stream = liveStreamState();
  if (stream && stream.openedAt > state.dataUpdatedAt) return true;
  return joining && lastLiveEventAt('notification') > state.dataUpdatedAt;
}

function connect(client: QueryClient, connection: Omit<Connection, 'unsubscribe'>): () => void {
  const catchUp = (joining: boolean) => {
    if (countMayBeBehind(client, joining)) void client.invalidateQueries({ queryKey: notificationKeys.all });
  };
  const stopReady = subscribeLive('ready', () => catchUp(false));
  const stopNotifications = subscribeLive('notification', (data) => {
    const parsed = asNotification(data);
    if (!parsed || connection.seen.has(parsed.id)) return;
    connection.seen.add(parsed.id);
    addNotification(client, parsed);
    refreshScreensFor(client, parsed.kind);
  });
  // Another screen (the conversations) may have opened the page's stream before this subscribed.
  if (liveStreamState()?.ready) catchUp(true);
  return () => {
    stopReady();
    stopNotifications();
  };
}

/**
 * Listens to the signed-in user's live events and applies each new notification to `client`'s cache. The stream
 * opens with the first subscriber and closes with the last; returns the function that unsubscribes.
 */
export function subscribeToLiveNotifications(client: QueryClient): () => void {
  let connection = connections.get(client);
  if (!connection) {
    const base = { subscribers: 0, seen: new Set<number>() };
    connection = { ...base, unsubscribe: () => undefined };
    connections.set(client, connection);
  }
  const current = connection;
  current.subscribers += 1;
  if (current.subscribers === 1) current.unsubscribe = connect(client, current);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    current.subscribers -= 1;
    if (current.subscribers > 0) return;
    current.unsubscribe();
    connections.delete(client);
  };
}

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
 * Whether the bell's count may have missed events, so that one refetch is due. The server registers a stream just
 * before it sends 'ready', and a new stream is sent nothing from before: a notification written after the count was
 * read and before the stream was registered reaches no one. So a count read (or being read) by the time the stream
 * first said 'ready' may be behind, even one asked for after the stream was opened (the stream can open while the
 * count is on its way, and either request can be answered first). A subscriber joining a stream that is ready
 * already reads its count after that: it is behind only if a notification arrived since it was read.
 */
function countMayBeBehind(client: QueryClient, joining: boolean): boolean {
  const state = client.getQueryState(notificationKeys.unreadCount());
  const stream = liveStreamState();
  if (!state || !stream || stream.readyAt === 0) return false;
  if (state.fetchStatus === 'fetching') return !joining;
  if (state.dataUpdatedAt === 0) return false;
  if (state.dataUpdatedAt <= stream.readyAt) return true;
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
    // A count being read as this arrives may have been read before it was written, and would undo the +1 above.
    if (client.getQueryState(notificationKeys.unreadCount())?.fetchStatus === 'fetching') void client.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    refreshScreensFor(client, parsed.kind);
  });
  // Another screen (the conversations) may have opened the page's stream before this subscribed.
  if (liveStreamState()?.readyAt) catchUp(true);
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

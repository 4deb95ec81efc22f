import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render';
import { FakeEventSource } from '../../../testing/fake-event-source';
import { notificationKeys } from '../api/keys';
import { aNotification, aPage } from '../testing';
import { subscribeLive } from '../../../lib/live-events';
import { subscribeToLiveNotifications } from './live-connection';

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscribeToLiveNotifications', () => {
  it('puts a new notification first in a loaded list and counts it unread', () => {
    const client = createTestQueryClient();
    client.setQueryData(notificationKeys.unreadCount(), 0);
    client.setQueryData(notificationKeys.list(), { pages: [aPage([aNotification({ id: 1, read_at: 'x' })])], pageParams: [0] });
    const unsubscribe = subscribeToLiveNotifications(client);
    FakeEventSource.open()[0]?.emit('notification', aNotification({ id: 2 }));

    expect(client.getQueryData(notificationKeys.unreadCount())).toBe(1);
    const list = client.getQueryData<{ pages: ReturnType<typeof aPage>[] }>(notificationKeys.list());
    expect(list?.pages[0]?.results.map((item) => item.id)).toEqual([2, 1]);
    unsubscribe();
  });

  it('ignores an event whose data is not a notification', () => {
    const client = createTestQueryClient();
    client.setQueryData(notificationKeys.unreadCount(), 4);
    const unsubscribe = subscribeToLiveNotifications(client);
    FakeEventSource.open()[0]?.emit('notification', { hello: 'world' });
    expect(client.getQueryData(notificationKeys.unreadCount())).toBe(4);
    unsubscribe();
  });

  it('refetches once when its stream opened after the count was read, and not when the count is newer', () => {
    vi.useFakeTimers();
    const client = createTestQueryClient();
    client.setQueryData(notificationKeys.unreadCount(), 0);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    vi.advanceTimersByTime(10);
    const unsubscribe = subscribeToLiveNotifications(client);
    FakeEventSource.open()[0]?.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });

    // The refetched count is newer than the stream: a reconnection of the same stream replays, no refetch.
    vi.advanceTimersByTime(10);
    client.setQueryData(notificationKeys.unreadCount(), 0);
    FakeEventSource.open()[0]?.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(1);

    // A stream opened anew after a refusal may have missed events: one more refetch.
    FakeEventSource.open()[0]?.fail();
    vi.advanceTimersByTime(2_000);
    FakeEventSource.open()[0]?.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads the count again when it was read after the stream was opened but before the stream was ready', () => {
    vi.useFakeTimers();
    const client = createTestQueryClient();
    const unsubscribe = subscribeToLiveNotifications(client);
    // The page's first load asks for the count and the stream together; here the count is answered first.
    vi.advanceTimersByTime(10);
    client.setQueryData(notificationKeys.unreadCount(), 0);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    vi.advanceTimersByTime(10);
    FakeEventSource.open()[0]?.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
    unsubscribe();
  });

  it('reads the count again when it was still being read as the stream became ready', async () => {
    const client = createTestQueryClient();
    const unsubscribe = subscribeToLiveNotifications(client);
    let answer: (count: number) => void = () => undefined;
    const reading = client.fetchQuery({ queryKey: notificationKeys.unreadCount(), queryFn: () => new Promise<number>((resolve) => (answer = resolve)) });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    FakeEventSource.open()[0]?.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(1);
    answer(0);
    await reading.catch(() => undefined);
    unsubscribe();
  });

  it('reads the count again when a notification arrives while it is being read, as that read may predate it', async () => {
    const client = createTestQueryClient();
    const unsubscribe = subscribeToLiveNotifications(client);
    FakeEventSource.open()[0]?.emit('ready', {});
    let answer: (count: number) => void = () => undefined;
    const reading = client.fetchQuery({ queryKey: notificationKeys.unreadCount(), queryFn: () => new Promise<number>((resolve) => (answer = resolve)) });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    FakeEventSource.open()[0]?.emit('notification', aNotification({ id: 7 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.unreadCount() });
    answer(0);
    await reading.catch(() => undefined);
    unsubscribe();
  });

  it('joining a stream that already carried a notification after the count was read refetches once', () => {
    vi.useFakeTimers();
    const client = createTestQueryClient();
    const stopMessages = subscribeLive('message', () => {});
    FakeEventSource.open()[0]?.emit('ready', {});
    vi.advanceTimersByTime(10);
    client.setQueryData(notificationKeys.unreadCount(), 0);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const quiet = subscribeToLiveNotifications(client);
    expect(invalidate).not.toHaveBeenCalled();
    quiet();

    vi.advanceTimersByTime(10);
    FakeEventSource.open()[0]?.emit('notification', aNotification({ id: 3 }));
    const unsubscribe = subscribeToLiveNotifications(client);
    expect(invalidate).toHaveBeenCalledTimes(1);
    unsubscribe();
    stopMessages();
  });

  it('opens the stream again after the server refused it, and not once the last subscriber has gone', () => {
    vi.useFakeTimers();
    const client = createTestQueryClient();
    const unsubscribe = subscribeToLiveNotifications(client);
    FakeEventSource.open()[0]?.fail();
    expect(FakeEventSource.open()).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.open()).toHaveLength(1);

    FakeEventSource.open()[0]?.fail();
    unsubscribe();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});

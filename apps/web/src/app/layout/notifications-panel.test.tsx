import type { UnreadCount } from '@tandem/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aNotification, aPage } from '../../features/notifications/testing';
import { FakeEventSource } from '../../testing/fake-event-source';
import { jsonResponse, renderRoute, routeFetch } from '../../testing/render';
import { NotificationsPanel } from './notifications-panel';

// The panel's code waits for an idle page; here the page is idle at once.
vi.mock('../../lib/when-idle', () => ({
  whenIdle: (task: () => void) => {
    task();
    return () => {};
  },
}));

let fetchMock: ReturnType<typeof vi.fn>;

function serve(unread: number) {
  fetchMock = vi.fn(
    routeFetch({
      'GET /api/notifications/unread-count/': () => jsonResponse({ count: unread } satisfies UnreadCount),
      'GET /api/notifications/': () => jsonResponse(aPage([])),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

const countRequests = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/notifications/unread-count/')).length;

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPanel (the bell)', () => {
  it('shows the unread count as a badge and in the button name', async () => {
    serve(3);
    renderRoute(<NotificationsPanel />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notifications-badge').textContent).toBe('3');
  });

  it('hides the badge when nothing is unread', async () => {
    serve(0);
    renderRoute(<NotificationsPanel />);
    await waitFor(() => expect(countRequests()).toBe(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it("caps the badge at '9+' but says the whole count", async () => {
    serve(12);
    renderRoute(<NotificationsPanel />);
    expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toBeTruthy();
    expect(screen.getByTestId('notifications-badge').textContent).toBe('9+');
  });

  it('reads the count once more when the stream is ready, then raises it live, announces it politely, and does not refetch', async () => {
    serve(1);
    const { queryClient } = renderRoute(<NotificationsPanel />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const [stream] = FakeEventSource.open();
    expect(stream?.url).toBe('/api/stream/');

    // The count was read before the server registered the stream (its 'ready'): read again, as one written in
    // between reaches no stream.
    act(() => stream?.emit('ready', {}));
    await waitFor(() => expect(countRequests()).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => stream?.emit('notification', aNotification({ id: 7 }), '7'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('2 unread notifications');
    expect(live?.closest('button')).toBeNull();

    // The same event again (a replay after reconnecting) counts once.
    act(() => stream?.emit('notification', aNotification({ id: 7 }), '7'));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(countRequests()).toBe(2);
  });

  it('opens one stream for the page however many bells listen, and closes it when they go', async () => {
    serve(0);
    const { unmount } = renderRoute(
      <>
        <NotificationsPanel />
        <NotificationsPanel />
      </>,
    );
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    unmount();
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});

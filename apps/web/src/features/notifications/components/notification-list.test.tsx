import { UI_MESSAGES, type NotificationItem, type UnreadCount } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { aNotification, aPage } from '../testing';
import { NotificationList } from './notification-list';

const newer = aNotification({ id: 2, title: 'Moved to Interview', link: '/applications' });
const older = aNotification({
  id: 1,
  title: 'Application received',
  created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  read_at: new Date().toISOString(),
});

function renderList(replies: Parameters<typeof routeFetch>[0]) {
  const fetchMock = vi.fn(routeFetch({ 'GET /api/session/': jsonResponse({ isAuthenticated: true }), ...replies }));
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const view = renderRoute(<NotificationList onClose={onClose} />, { otherPaths: ['/applications'] });
  return { ...view, fetchMock, onClose };
}

const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationList', () => {
  it("lists notifications newest first with title, body and relative time, unread ones marked 'New'", async () => {
    renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 1 } satisfies UnreadCount),
      'GET /api/notifications/': jsonResponse(aPage([newer, older])),
    });
    await screen.findByText('Moved to Interview');
    const [first, second] = rows();
    expect(first?.textContent).toContain('New');
    expect(first?.textContent).toContain(newer.body);
    expect(first?.textContent).toContain('5 minutes ago');
    expect(second?.textContent).toContain('Application received');
    expect(second?.textContent).not.toContain('New');
    expect(second?.textContent).toContain('2 days ago');
    expect(screen.queryByText(UI_MESSAGES.notifications.noNewNotifications)).toBeNull();
  });

  it('marks a notification read, closes the panel and opens its link when clicked', async () => {
    const { fetchMock, onClose, router } = renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 1 } satisfies UnreadCount),
      'GET /api/notifications/': jsonResponse(aPage([newer])),
      'POST /api/notifications/2/read/': jsonResponse({ ...newer, read_at: new Date().toISOString() } satisfies NotificationItem),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Moved to Interview/ }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/notifications/2/read/' && init?.method === 'POST')).toBe(true),
    );
  });

  it("opens its link with the screen's data read again, the bell's own cache left as it is", async () => {
    const { queryClient } = renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 1 } satisfies UnreadCount),
      'GET /api/notifications/': jsonResponse(aPage([newer])),
      'POST /api/notifications/2/read/': jsonResponse({ ...newer, read_at: new Date().toISOString() } satisfies NotificationItem),
    });
    await screen.findByText('Moved to Interview');
    // What the linked screen read a moment ago, cached as fresh.
    queryClient.setQueryData(['applications', 'list'], { results: [] });
    expect(queryClient.getQueryState(['applications', 'list'])?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Moved to Interview/ }));
    await waitFor(() => expect(queryClient.getQueryState(['applications', 'list'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(false);
  });

  it("marks all as read: the 'New' marks go and the empty text shows", async () => {
    let unread = 1;
    const { fetchMock } = renderList({
      'GET /api/notifications/unread-count/': () => jsonResponse({ count: unread } satisfies UnreadCount),
      'GET /api/notifications/': jsonResponse(aPage([newer, older])),
      'POST /api/notifications/read-all/': () => {
        unread = 0;
        return jsonResponse({ count: 0 } satisfies UnreadCount);
      },
    });
    await screen.findByText('Moved to Interview');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(UI_MESSAGES.notifications.noNewNotifications)).toBeTruthy();
    expect(rows().some((row) => row.textContent?.includes('New'))).toBe(false);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/notifications/read-all/')).toHaveLength(1);
  });

  it("says 'You have no new notifications.' when there are none", async () => {
    renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 0 } satisfies UnreadCount),
      'GET /api/notifications/': jsonResponse(aPage([])),
    });
    expect(await screen.findByText(UI_MESSAGES.notifications.noNewNotifications)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 1 } satisfies UnreadCount),
      'GET /api/notifications/': () =>
        fail ? jsonResponse({ detail: 'Server error.' }, { status: 500 }) : jsonResponse(aPage([newer])),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Moved to Interview')).toBeTruthy();
  });

  it("loads the next page with 'Load more'", async () => {
    let pagesServed = 0;
    const { fetchMock } = renderList({
      'GET /api/notifications/unread-count/': jsonResponse({ count: 1 } satisfies UnreadCount),
      'GET /api/notifications/': () => {
        pagesServed += 1;
        return jsonResponse(
          pagesServed > 1
            ? { ...aPage([older]), count: 21 }
            : { ...aPage([newer]), count: 21, next: '/api/notifications/?limit=20&offset=20' },
        );
      },
    });
    await screen.findByText('Moved to Interview');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Application received')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/notifications/?limit=20&offset=20');
  });
});

import type { NotificationItem } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { flattenPages } from '../lib/cache';
import { NOTIFICATION_MESSAGES } from '../lib/messages';
import { NotificationRow } from './notification-row';

/** The panel's body: newest first, 'Mark all as read', 'Load more'; `onClose` closes the panel before a link opens. */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  if (notifications.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={NOTIFICATION_MESSAGES.loading} />
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-5 py-10 text-center">
        <p className="text-danger-700">{NOTIFICATION_MESSAGES.loadFailed}</p>
        <Button variant="outline" onClick={() => void notifications.refetch()}>
          {NOTIFICATION_MESSAGES.tryAgain}
        </Button>
      </div>
    );
  }

  const items = flattenPages(notifications.data);
  const anyUnread = unread > 0 || items.some((item) => item.read_at === null);
  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate(item.id);
    onClose();
    // A notification says something changed: its screen is read again, even when it is the screen already open
    // (navigating to the same address remounts nothing) or its data is cached as fresh (a job paused since /myjobs
    // was read would still show as active). The bell's own cache is kept as it is edited in place.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== notificationKeys.all[0] });
    void navigate(item.link);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-end border-b border-slate-200 px-5 py-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={!anyUnread}
          isPending={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {NOTIFICATION_MESSAGES.markAllAsRead}
        </Button>
      </div>
      {markAllRead.isError && (
        <p role="alert" className="px-5 pt-3 text-sm text-danger-700">
          {NOTIFICATION_MESSAGES.markAllFailed}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        {!anyUnread && (
          <p className="px-3 py-6 text-center text-slate-700">{UI_MESSAGES.notifications.noNewNotifications}</p>
        )}
        {items.length > 0 && (
          <ul aria-label="Notifications" className="space-y-1">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
        {notifications.hasNextPage && (
          <div className="flex justify-center py-3">
            <Button
              variant="outline"
              size="sm"
              isPending={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              {NOTIFICATION_MESSAGES.loadMore}
            </Button>
          </div>
        )}
        {notifications.isFetchNextPageError && (
          <p role="alert" className="px-3 pb-3 text-center text-sm text-danger-700">
            {NOTIFICATION_MESSAGES.loadMoreFailed}
          </p>
        )}
      </div>
    </div>
  );
}

import { useState } from 'react';
import { bellLabel, unreadAnnouncement, useLiveNotifications, useUnreadCount } from '../../features/notifications';
import { lazyModule } from '../../lib/lazy-module';
import { DeferredTrigger } from '../../components/ui/deferred-trigger';
import { BellWithBadge, NOTIFICATIONS_TRIGGER_CLASS } from './notifications-trigger';

// Radix's dialog, its focus trap and the list load after the first screen; the count is one small request.
const dialog = lazyModule(() => import('./notifications-dialog'));

/** The bell with its unread count, kept current over the live stream, and its side panel (docs/product.md section C10). */
export function NotificationsPanel() {
  const unread = useUnreadCount().data;
  useLiveNotifications();
  const count = unread ?? 0;
  const label = bellLabel(count);
  return (
    <>
      <DeferredTrigger
        module={dialog}
        label={label}
        className={NOTIFICATIONS_TRIGGER_CLASS}
        popup="dialog"
        render={(module, start) => <module.NotificationsDialog start={start} label={label} unread={count} />}
      >
        <BellWithBadge unread={count} />
      </DeferredTrigger>
      <UnreadAnnouncer unread={unread} />
    </>
  );
}

/** Says a change of the count politely; silent on the first load, which the bell's name already tells. */
function UnreadAnnouncer({ unread }: { unread: number | undefined }) {
  const [known, setKnown] = useState(unread);
  const [message, setMessage] = useState('');
  if (unread !== known) {
    setKnown(unread);
    if (known !== undefined && unread !== undefined) setMessage(unreadAnnouncement(unread));
  }
  return (
    <span className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </span>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NOTIFICATION_MESSAGES, NotificationList } from '../../features/notifications/panel';
import type { DeferredStart } from '../../components/ui/deferred-trigger';
import { CloseIcon } from '../../components/ui/close-icon';
import { BellWithBadge, NOTIFICATIONS_TRIGGER_CLASS } from './notifications-trigger';

interface NotificationsDialogProps {
  start: DeferredStart;
  /** The bell's name and count, which the stand-in showed too (notifications-panel.tsx). */
  label: string;
  unread: number;
}

/** The bell and its side panel (Radix; loaded after the first screen, see notifications-panel.tsx). */
export function NotificationsDialog({ start, label, unread }: NotificationsDialogProps) {
  const [open, setOpen] = useState(start.open);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={label}
        // The stand-in had focus: keep it on the button that replaced it.
        autoFocus={start.focus}
        className={NOTIFICATIONS_TRIGGER_CLASS}
      >
        <BellWithBadge unread={unread} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Notifications</Dialog.Title>
            <Dialog.Close
              aria-label="Close notifications"
              className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{NOTIFICATION_MESSAGES.panelDescription}</Dialog.Description>
          <NotificationList onClose={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

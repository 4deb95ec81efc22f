import * as Dialog from '@radix-ui/react-dialog';
import { UI_MESSAGES } from '@tandem/contract';
import type { DeferredStart } from '../ui/deferred-trigger';
import { BellIcon, NOTIFICATIONS_TRIGGER_CLASS, NOTIFICATIONS_TRIGGER_LABEL } from './notifications-trigger';
import { CloseIcon } from '../ui/close-icon';

/** The bell and its side panel (Radix; loaded after the first screen, see notifications-panel.tsx). */
export function NotificationsDialog({ start }: { start: DeferredStart }) {
  return (
    <Dialog.Root defaultOpen={start.open}>
      <Dialog.Trigger
        aria-label={NOTIFICATIONS_TRIGGER_LABEL}
        // The stand-in had focus: keep it on the button that replaced it.
        autoFocus={start.focus}
        className={NOTIFICATIONS_TRIGGER_CLASS}
      >
        <BellIcon />
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
          <Dialog.Description className="px-5 py-8 text-center text-slate-700">
            {UI_MESSAGES.notifications.noNewNotifications}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

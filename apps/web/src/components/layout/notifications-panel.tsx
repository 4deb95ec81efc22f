import * as Dialog from '@radix-ui/react-dialog';
import { UI_MESSAGES } from '@tandem/contract';

/** The bell and its side panel (SPEC.md section 2: it always says there is nothing new). */
export function NotificationsPanel() {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Notifications"
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
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
              <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
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

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M14.86 17.08a23.85 23.85 0 0 0 5.45-1.31A8.97 8.97 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.97 8.97 0 0 1-2.31 6.02c1.73.64 3.56 1.08 5.45 1.31m5.72 0a24.26 24.26 0 0 1-5.72 0m5.72 0a3 3 0 1 1-5.72 0"
      />
    </svg>
  );
}

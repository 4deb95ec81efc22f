import { badgeText } from '../../features/notifications';

/** The bell button, the same on its stand-in and on the real panel (notifications-panel.tsx). */
export const NOTIFICATIONS_TRIGGER_CLASS =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

/** The bell and its unread badge; the badge is hidden from screen readers, the button's name says the count. */
export function BellWithBadge({ unread }: { unread: number }) {
  const text = badgeText(unread);
  return (
    <>
      <BellIcon />
      {text && (
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs leading-none font-semibold text-white ring-2 ring-white"
        >
          {text}
        </span>
      )}
    </>
  );
}

export function BellIcon() {
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

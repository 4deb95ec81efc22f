/** The most the badge spells out; above it shows '9+', as a small round badge has room for two characters. */
const BADGE_MAX = 9;

/** What the badge shows, or null when nothing is unread (the badge is hidden). */
export const badgeText = (unread: number): string | null =>
  unread <= 0 ? null : unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);

/** The bell's accessible name: the count is in it, since the badge itself is hidden from screen readers. */
export const bellLabel = (unread: number): string =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/** What the polite live region says when the count changes. */
export const unreadAnnouncement = (unread: number): string =>
  unread === 0 ? 'No unread notifications' : `${unread} unread notification${unread === 1 ? '' : 's'}`;

// The notifications feature's public surface for the top bars: the count on the bell and its live updates. The
// panel's list (components/notification-list.tsx) is imported by the deferred dialog only, to stay out of the first load.
export { useUnreadCount } from './api/get-unread-count';
export { useLiveNotifications } from './hooks/use-live-notifications';
export { badgeText, bellLabel, unreadAnnouncement } from './lib/bell-label';

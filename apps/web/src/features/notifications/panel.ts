// The notifications panel's public face: what the deferred dialog in the top bar shows. Apart from index.ts so that
// the bell's first load does not pull the list in (the dialog is loaded when the page is idle or on first use).
export { NotificationList } from './components/notification-list';
export { NOTIFICATION_MESSAGES } from './lib/messages';

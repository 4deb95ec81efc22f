// The mail module's surface for other modules: the notifications service sends through queueNotificationEmail.
export { queueNotificationEmail, type NotificationForMail } from './notification-email.ts';
export { queueMail, type MailToSend } from './service.ts';
export { preferencesFor } from '../notification-preferences/service.ts';

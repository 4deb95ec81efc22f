// The notifications module's public face: other modules tell people things through app.notifier.
export { notificationsPlugin } from './plugin.ts';
export { notificationRoutes } from './routes.ts';
export type { Notice, NoticeBatch, Notifier } from './service.ts';

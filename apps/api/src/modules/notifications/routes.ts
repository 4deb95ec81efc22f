import { NotificationItem, NotificationPage, UnreadCount } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { Detail, FieldErrors, IdParams } from '../../lib/schemas.ts';
import { notificationsOf, readAllNotifications, readNotification, unreadCountOf } from './bell.service.ts';

const tags = ['notifications'];
const errors = { 400: FieldErrors, 401: Detail, 404: Detail };

const ListQuery = PageQuerySchema.extend({
  unread: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional(),
});

/** The bell's API (docs/product.md section C10): every call is about the signed-in user's own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    { schema: { tags, summary: 'Your notifications, newest first (unread=true for the unread ones).', querystring: ListQuery, response: { 200: NotificationPage, ...errors } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await notificationsOf(app.db, requireUser(request).id, request.query.unread === 'true', window);
      return toPage(request, window, count, results);
    },
  );

  app.get(
    '/notifications/unread-count/',
    { schema: { tags, summary: 'How many of your notifications are unread.', response: { 200: UnreadCount, ...errors } } },
    async (request) => unreadCountOf(app.db, requireUser(request).id),
  );

  app.post(
    '/notifications/:id/read/',
    { schema: { tags, summary: 'Marks one of your notifications read.', params: IdParams, response: { 200: NotificationItem, ...errors } } },
    async (request) => readNotification(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/read-all/',
    { schema: { tags, summary: 'Marks all your notifications read; answers the unread count (0).', response: { 200: UnreadCount, ...errors } } },
    async (request) => readAllNotifications(app.db, requireUser(request).id),
  );
};

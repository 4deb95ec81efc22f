import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { presentNotification } from './presenter.ts';
import { findOwnNotification, latestNotificationId, notificationsAfter } from './repository.ts';
import { Notifier } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells people things (notifications/service.ts); features call app.notifier.notify(db, users, content). */
    notifier: Notifier;
  }
}

/** The notifier, and the live stream's source of `notification` events. */
export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('notifier', new Notifier(app.log));
  app.streams.register('notification', {
    load: async (userId, id) => {
      const row = await findOwnNotification(app.db, userId, id);
      return row ? presentNotification(row) : undefined;
    },
    since: async (user, afterId, limit) => (await notificationsAfter(app.db, user.id, afterId, limit)).map((row) => ({ id: row.id, data: presentNotification(row) })),
    latest: (user) => latestNotificationId(app.db, user.id),
  });
});

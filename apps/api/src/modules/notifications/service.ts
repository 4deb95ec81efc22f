import type { NotificationKind } from '@tandem/contract';
import type { FastifyBaseLogger } from 'fastify';
import { publish, type Executor } from '../../bus/index.ts';
import { insertNotifications, type NewNotification } from './repository.ts';

export type { NewNotification } from './repository.ts';

/**
 * What decides, per person, how a notification reaches them: the preferences (shown in the app or not) and the
 * e-mail (now, in the daily digest, or not). The mail module fills it in; without it every notification is
 * shown in the app and nothing is e-mailed.
 */
export interface NotificationDelivery {
  /** Of the users given, those who want this kind shown in the app (one read for all of them). */
  wantsInApp(userIds: readonly number[], kind: NotificationKind): Promise<ReadonlySet<number>>;
  email(userIds: readonly number[], notification: NewNotification): Promise<void>;
}

const inAppOnly: NotificationDelivery = {
  wantsInApp: async (userIds) => new Set(userIds),
  email: async () => undefined,
};

/**
 * Tells people something: a row per person who wants it in the app (written with the caller's transaction when
 * given one), a live event to their open streams on every instance, and the e-mail their preferences ask for.
 * E-mail is queued, never sent in the request, and a failure to queue it is logged, never the caller's failure.
 */
export class Notifier {
  #delivery: NotificationDelivery = inAppOnly;

  constructor(private readonly log: FastifyBaseLogger) {}

  deliverWith(delivery: NotificationDelivery): void {
    this.#delivery = delivery;
  }

  async notify(db: Executor, userIds: readonly number[], notification: NewNotification): Promise<void> {
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return;
    const wanted = await this.#delivery.wantsInApp(recipients, notification.kind);
    const inApp = recipients.filter((userId) => wanted.has(userId));
    const rows = await insertNotifications(
      db,
      inApp.map((userId) => ({ ...notification, userId })),
    );
    // Live events a hundred at a time: on PostgreSQL each is a round trip (pg_notify), and a notification may go to thousands.
    for (let start = 0; start < rows.length; start += 100) {
      await Promise.all(rows.slice(start, start + 100).map((row) => publish(db, { t: 'live', userId: row.user_id, event: 'notification', id: row.id })));
    }
    await this.#delivery.email(recipients, notification).catch((err: unknown) => this.log.error({ err, kind: notification.kind }, 'a notification e-mail could not be queued'));
  }
}

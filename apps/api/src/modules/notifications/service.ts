import type { NotificationKind } from '@tandem/contract';
import type { FastifyBaseLogger } from 'fastify';
import { liveBatches, publishAll, type Executor } from '../../bus/index.ts';
import { insertNotifications, insertNotificationsFrom, type NewNotification, type NoticeRows } from './repository.ts';

export type { NewNotification, NoticeRows } from './repository.ts';

/** One notification for one person. */
export type Notice = NewNotification & { readonly userId: number };

/**
 * Many notices of one kind whose words the database writes from the rows they are about (a sweep's thousands):
 * their texts go from table to table in INSERT ... SELECT, never through the app.
 */
export interface NoticeBatch {
  readonly kind: NotificationKind;
  /** Everyone the batch tells (each once): their preferences are read once. */
  readonly userIds: readonly number[];
  /** One row per notice (user_id, title, body, link); only those to `recipients` when given. */
  rows(db: Executor, recipients?: readonly number[]): NoticeRows;
}

/**
 * What decides, per person, how a notification reaches them: the preferences (shown in the app or not) and the
 * e-mail (now, in the daily digest, or not). The mail module fills it in; without it every notification is
 * shown in the app and nothing is e-mailed.
 */
export interface NotificationDelivery {
  /** Reads the recipients' preferences once for a whole batch. */
  plan(userIds: readonly number[]): Promise<DeliveryPlan>;
}

/** A batch's recipients' preferences, read once: asked about each notice, then handed the notices to e-mail. */
export interface DeliveryPlan {
  wantsInApp(userId: number, kind: NotificationKind): boolean;
  email(notices: readonly Notice[]): Promise<void>;
  /** The same for a batch written by the database (digest items copied by INSERT ... SELECT). */
  emailBatch(db: Executor, batch: NoticeBatch): Promise<void>;
}

const inAppOnly: NotificationDelivery = {
  plan: async () => ({ wantsInApp: () => true, email: async () => undefined, emailBatch: async () => undefined }),
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

  /** The same notification to each of the users (each once). */
  async notify(db: Executor, userIds: readonly number[], notification: NewNotification): Promise<void> {
    await this.notifyEach(
      db,
      [...new Set(userIds)].map((userId) => ({ ...notification, userId })),
    );
  }

  /**
   * A batch of notices, each with its own words (a sweep's thousands): preferences read once for the batch, the
   * rows written in multi-row inserts, the live events sent in one bus round trip, the e-mails queued together.
   */
  async notifyEach(db: Executor, notices: readonly Notice[]): Promise<void> {
    if (notices.length === 0) return;
    const plan = await this.#delivery.plan([...new Set(notices.map((notice) => notice.userId))]);
    const rows = await insertNotifications(
      db,
      notices.filter((notice) => plan.wantsInApp(notice.userId, notice.kind)),
    );
    await publishAll(
      db,
      rows.map((row) => ({ t: 'live', userId: row.user_id, event: 'notification', id: row.id })),
    );
    const kinds = [...new Set(notices.map((notice) => notice.kind))];
    await plan.email(notices).catch((err: unknown) => this.log.error({ err, kinds }, 'a notification e-mail could not be queued'));
  }

  /**
   * A batch of one kind whose words the database writes (NoticeBatch): the same preferences, rows, live events and
   * e-mails as notifyEach, each table written by one INSERT ... SELECT.
   */
  async notifyBatch(db: Executor, batch: NoticeBatch): Promise<void> {
    if (batch.userIds.length === 0) return;
    const plan = await this.#delivery.plan(batch.userIds);
    const inApp = batch.userIds.filter((userId) => plan.wantsInApp(userId, batch.kind));
    // Everyone, as nearly always: no list of recipients to filter on.
    const rows = inApp.length === 0 ? [] : await insertNotificationsFrom(db, batch.kind, batch.rows(db, inApp.length === batch.userIds.length ? undefined : inApp));
    await publishAll(db, liveBatches('notification', rows));
    await plan.emailBatch(db, batch).catch((err: unknown) => this.log.error({ err, kinds: [batch.kind] }, 'a notification e-mail could not be queued'));
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { MAIL_HELD_JOB, MAIL_HELD_PERIOD_MS, releaseHeldMails } from './caps.ts';
import { DIGEST_PERIOD_MS, MAIL_DIGEST_JOB, sendDigests } from './digest.ts';
import { unsentOutboxIds } from './outbox.ts';
import { deliverOutboxMail, deliverOutboxMails, MAIL_SEND_BATCH_JOB, MAIL_SEND_JOB } from './service.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { preferencesOfMany } from '../notification-preferences/index.ts';
import { queueNoticeBatchEmails, queueNoticeEmails } from './notification-email.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      from: string;
      /** An absolute link into the app for a path such as `/applications`. */
      appUrl: (path: string) => string;
      /** Signs unsubscribe links. */
      secret: string;
      transport: MailTransport;
      /** How long a message's e-mail waits for the message to be read (MESSAGE_EMAIL_DELAY). */
      messageEmailDelayMs: number;
    };
  }
}

/**
 * E-mail (docs/product.md section C10): decorates `app.mail`, sends outbox rows from the queue, queues again at start
 * whatever a stop left unsent, and runs the daily digest.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  app.decorate('mail', {
    from: config.MAIL_FROM,
    appUrl: (path: string) => `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    secret: config.SESSION_SECRET,
    transport: createMailTransport({ smtpUrl: config.SMTP_URL, mailDir: config.mailDir, log: app.log }),
    messageEmailDelayMs: config.MESSAGE_EMAIL_DELAY,
  });

  // Every notification follows its person's preferences: shown in the app or not, e-mailed now, in the digest, or not.
  app.notifier.deliverWith({
    plan: async (userIds) => {
      const preferences = await preferencesOfMany(app.db, userIds);
      return {
        wantsInApp: (userId, kind) => preferences.get(userId)?.kinds[kind].in_app !== false,
        email: async (notices) => void (await queueNoticeEmails(app, notices, preferences)),
        emailBatch: (db, batch) => queueNoticeBatchEmails(app, db, batch, preferences),
      };
    },
  });

  app.queue.work<{ id: number }>(MAIL_SEND_JOB, async ({ id }) => deliverOutboxMail(app, id));
  app.queue.work<{ ids: number[] }>(MAIL_SEND_BATCH_JOB, async ({ ids }) => deliverOutboxMails(app, ids));
  app.queue.work(MAIL_DIGEST_JOB, async () => {
    const sent = await sendDigests(app);
    if (sent) app.log.info({ digests: sent }, 'daily digests queued');
  });
  app.queue.every(MAIL_DIGEST_JOB, DIGEST_PERIOD_MS);
  app.queue.work(MAIL_HELD_JOB, async () => {
    const sent = await releaseHeldMails(app);
    if (sent) app.log.info({ folded: sent }, 'held e-mails sent');
  });
  app.queue.every(MAIL_HELD_JOB, MAIL_HELD_PERIOD_MS);

  // After the queue's own onReady (registered before this plugin), so the queue is running.
  app.addHook('onReady', async () => {
    for (const id of await unsentOutboxIds(app.db)) await app.queue.send(MAIL_SEND_JOB, { id }, { key: String(id) });
  });
});

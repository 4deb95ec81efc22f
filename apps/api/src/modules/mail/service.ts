import type { FastifyInstance } from 'fastify';
import type { MailContent } from './layout.ts';
import { findOutboxMail, insertOutboxMail, insertOutboxMails, markOutboxFailed, markOutboxSent } from './outbox.ts';

export const MAIL_SEND_JOB = 'mail.send';

export interface MailToSend {
  userId: number | null;
  /** The template it came from (a notification kind, password_reset, verify_email, digest): for the logs and tests. */
  kind: string;
  to: string;
  content: MailContent;
  headers?: Record<string, string>;
}

/**
 * Stores the message in the outbox, then asks the queue to send it. The request that caused it never waits for
 * SMTP and never fails because of it: a queue that cannot take the job leaves the row, sent again at next start.
 */
export async function queueMail(app: FastifyInstance, mail: MailToSend): Promise<number> {
  const id = await insertOutboxMail(app.db, {
    user_id: mail.userId,
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.content.subject,
    text_body: mail.content.text,
    html_body: mail.content.html,
    headers: mail.headers ?? {},
  });
  await app.queue.send(MAIL_SEND_JOB, { id }, { key: String(id) }).catch((error: unknown) => {
    app.log.error({ err: error, mail: id }, 'could not queue an e-mail; it stays in the outbox until the next start');
  });
  return id;
}

/** Many at once: the outbox rows in one insert per 200, then a queue job each (see queueMail). */
export async function queueMails(app: FastifyInstance, mails: readonly MailToSend[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < mails.length; start += 200) {
    ids.push(
      ...(await insertOutboxMails(
        app.db,
        mails.slice(start, start + 200).map((mail) => ({
          user_id: mail.userId,
          kind: mail.kind,
          to_address: mail.to,
          subject: mail.content.subject,
          text_body: mail.content.text,
          html_body: mail.content.html,
          headers: mail.headers ?? {},
        })),
      )),
    );
  }
  for (const id of ids) {
    await app.queue.send(MAIL_SEND_JOB, { id }, { key: String(id) }).catch((error: unknown) => {
      app.log.error({ err: error, mail: id }, 'could not queue an e-mail; it stays in the outbox until the next start');
    });
  }
  return ids;
}

/** The queue's handler: sends one outbox row once; a throw makes the queue retry with backoff. */
export async function deliverOutboxMail(app: FastifyInstance, id: number): Promise<void> {
  const row = await findOutboxMail(app.db, id);
  if (!row || row.sent_at) return;
  try {
    await app.mail.transport({
      from: app.mail.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>,
    });
  } catch (error) {
    await markOutboxFailed(app.db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await markOutboxSent(app.db, id);
}

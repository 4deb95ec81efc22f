import type { FastifyInstance } from 'fastify';
import type { CalendarPart } from '../../lib/calendar/invite.ts';
import type { MailContent } from './layout.ts';

/** The deleted account's last e-mail (receipts.ts): its outbox row goes once sent, keeping no trace of the address. */
export const ACCOUNT_DELETED_MAIL = 'account_deleted';
import { deleteOutboxMail, dropMessageMail, findOutboxMail, insertOutboxMail, insertOutboxMails, markOutboxFailed, markOutboxSent, messageReadState, type NewOutboxMail } from './outbox.ts';

export const MAIL_SEND_JOB = 'mail.send';
export const MAIL_SEND_BATCH_JOB = 'mail.send-batch';

export interface MailToSend {
  userId: number | null;
  /** The template it came from (a notification kind, password_reset, verify_email, digest): for the logs and tests. */
  kind: string;
  to: string;
  content: MailContent;
  headers?: Record<string, string>;
  /** An iCalendar invitation, sent as text/calendar beside an .ics attachment. */
  calendar?: CalendarPart | undefined;
  /** A message's e-mail: sent after `delayMs` only if the message is still unread then. */
  unlessRead?: { messageId: number; delayMs: number } | undefined;
}

/** A message as its outbox row. */
const outboxRow = (mail: MailToSend): NewOutboxMail => ({
  user_id: mail.userId,
  kind: mail.kind,
  to_address: mail.to,
  subject: mail.content.subject,
  text_body: mail.content.text,
  html_body: mail.content.html,
  headers: mail.headers ?? {},
  calendar: mail.calendar ?? null,
  unless_read_message_id: mail.unlessRead?.messageId ?? null,
});

/**
 * Stores the message in the outbox, then asks the queue to send it. The request that caused it never waits for
 * SMTP and never fails because of it: a queue that cannot take the job leaves the row, sent again at next start.
 */
export async function queueMail(app: FastifyInstance, mail: MailToSend): Promise<number> {
  const id = await insertOutboxMail(app.db, outboxRow(mail));
  await app.queue.send(MAIL_SEND_JOB, { id }, { key: String(id) }).catch((error: unknown) => {
    app.log.error({ err: error, mail: id }, 'could not queue an e-mail; it stays in the outbox until the next start');
  });
  return id;
}

/** Outbox rows per insert (8 parameters each), and e-mails per queue job when many are queued at once. */
const OUTBOX_CHUNK = 1_000;
export const MAIL_BATCH_SIZE = 100;

/**
 * Many at once (a sweep's or an alert's thousands): the outbox rows in multi-row inserts, then one queue job per
 * hundred e-mails rather than one each, since on pg-boss or BullMQ every job queued is a round trip.
 */
export async function queueMails(app: FastifyInstance, mails: readonly MailToSend[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < mails.length; start += OUTBOX_CHUNK) {
    ids.push(...(await insertOutboxMails(app.db, mails.slice(start, start + OUTBOX_CHUNK).map(outboxRow))));
  }
  // A message's e-mail waits, alone, for its read check; the others go in batches at once.
  const waiting = new Set<number>();
  for (const [index, mail] of mails.entries()) {
    const id = ids[index];
    if (!mail.unlessRead || id === undefined) continue;
    waiting.add(id);
    await app.queue.send(MAIL_SEND_JOB, { id }, { key: String(id), delayMs: mail.unlessRead.delayMs }).catch((error: unknown) => {
      app.log.error({ err: error, mail: id }, 'could not queue an e-mail; it stays in the outbox until the next start');
    });
  }
  const now = waiting.size === 0 ? ids : ids.filter((id) => !waiting.has(id));
  for (let start = 0; start < now.length; start += MAIL_BATCH_SIZE) {
    const batch = now.slice(start, start + MAIL_BATCH_SIZE);
    await app.queue.send(MAIL_SEND_BATCH_JOB, { ids: batch }, { key: `batch-${batch[0] ?? 0}` }).catch((error: unknown) => {
      app.log.error({ err: error, mails: batch.length }, 'could not queue e-mails; they stay in the outbox until the next start');
    });
  }
  return ids;
}

/**
 * The queue's handler of a batch: sends each row not yet sent. A failure does not stop the others; the job then
 * throws, and its retry sends only what is still unsent.
 */
export async function deliverOutboxMails(app: FastifyInstance, ids: readonly number[]): Promise<void> {
  let failed: unknown;
  for (const id of ids) {
    try {
      await deliverOutboxMail(app, id);
    } catch (error) {
      failed ??= error;
    }
  }
  if (failed !== undefined) throw failed instanceof Error ? failed : new Error(String(failed));
}

/** The queue's handler: sends one outbox row once; a throw makes the queue retry with backoff. */
export async function deliverOutboxMail(app: FastifyInstance, id: number): Promise<void> {
  const row = await findOutboxMail(app.db, id);
  if (!row || row.sent_at) return;
  // Read live while the e-mail waited: the person has seen it, so the e-mail would only repeat it.
  if (row.unless_read_message_id != null) {
    const { read, conversationId } = await messageReadState(app.db, row.unless_read_message_id);
    if (read) {
      await dropMessageMail(app.db, id, row.user_id, conversationId);
      return;
    }
  }
  try {
    await app.mail.transport({
      from: app.mail.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>,
      calendar: row.calendar === null ? undefined : (JSON.parse(row.calendar) as CalendarPart),
    });
  } catch (error) {
    await markOutboxFailed(app.db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // A deleted account's confirmation was the last thing its address was kept for (docs/privacy.md).
  if (row.kind === ACCOUNT_DELETED_MAIL) await deleteOutboxMail(app.db, id);
  else await markOutboxSent(app.db, id);
}

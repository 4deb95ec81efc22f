import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { CalendarPart } from '../../lib/calendar/invite.ts';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  calendar?: CalendarPart | undefined;
}

/** Hands a message on; resolves with where it went (the SMTP message id or the .eml file name), throws to retry. */
export type MailTransport = (mail: OutgoingMail) => Promise<string>;

/**
 * A calendar invitation travels twice (RFC 6047): as the `text/calendar; method=...` alternative that mail programs
 * offer to add to the calendar (nodemailer's icalEvent), and as an .ics attachment for those that only open files
 * (nodemailer adds it from the same icalEvent).
 */
function forNodemailer({ calendar, ...mail }: OutgoingMail) {
  if (!calendar) return mail;
  return {
    ...mail,
    // With a file name, nodemailer also attaches the same text as an .ics file.
    icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content },
  };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file, so `npm start` needs no mail server. */
export function createMailTransport(options: { smtpUrl: string | undefined; mailDir: string; log: FastifyBaseLogger }): MailTransport {
  const { smtpUrl, mailDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (mail) => (await transport.sendMail(forNodemailer(mail))).messageId;
  }
  // nodemailer's stream transport builds the same MIME message the SMTP one would send.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const source = (await composer.sendMail(forNodemailer(mail))).message as Buffer;
    await mkdir(mailDir, { recursive: true });
    // Time first, so the folder lists in the order the messages were written.
    const file = join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, source, { mode: 0o600 });
    log.info({ file, subject: mail.subject }, 'e-mail written to a file (no SMTP_URL set)');
    return file;
  };
}

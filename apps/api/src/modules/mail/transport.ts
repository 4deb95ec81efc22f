import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Hands a message on; resolves with where it went (the SMTP message id or the .eml file name), throws to retry. */
export type MailTransport = (mail: OutgoingMail) => Promise<string>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file, so `npm start` needs no mail server. */
export function createMailTransport(options: { smtpUrl: string | undefined; mailDir: string; log: FastifyBaseLogger }): MailTransport {
  const { smtpUrl, mailDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (mail) => (await transport.sendMail(mail)).messageId;
  }
  // nodemailer's stream transport builds the same MIME message the SMTP one would send.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const source = (await composer.sendMail(mail)).message as Buffer;
    await mkdir(mailDir, { recursive: true });
    // Time first, so the folder lists in the order the messages were written.
    const file = join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, source, { mode: 0o600 });
    log.info({ file, subject: mail.subject }, 'e-mail written to a file (no SMTP_URL set)');
    return file;
  };
}

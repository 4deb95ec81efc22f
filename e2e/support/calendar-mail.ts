import { expect } from '@playwright/test';
import ICAL from 'ical.js';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

// Calendar invitations as a mail program and a calendar read them: the MIME parts of each message (from the
// server's .eml outbox or from a real SMTP server), and each text/calendar or .ics part read by ical.js.

export interface ReadInvitation {
  contentType: string;
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  attendees: string[];
}

interface Part {
  contentType: string;
  body: string;
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return body.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  return body;
}

function parts(raw: string): Part[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const header = (name: string) => headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '';
  const contentType = header('content-type');
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary || !/^multipart\//i.test(contentType)) return [{ contentType, body: decode(body, header('content-transfer-encoding').toLowerCase()) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => parts(piece.replace(/^\r?\n/, '')));
}

/** Every calendar part of a raw message, read by ical.js. */
export function invitationsIn(raw: string): ReadInvitation[] {
  return parts(raw)
    .filter((part) => /^(text\/calendar|application\/ics)/i.test(part.contentType))
    .map((part) => {
      const calendar = new ICAL.Component(ICAL.parse(part.body));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      return {
        contentType: part.contentType,
        method: String(calendar.getFirstPropertyValue('method')),
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
      };
    });
}

/** A raw message's To: address. */
const recipient = (raw: string) => /^To: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';
const subject = (raw: string) => /^Subject: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';

/** The .eml outbox of the suite's server (serve.mjs names its DATA_DIR). */
export function outbox() {
  const dir = () => join(readFileSync(fileURLToPath(new URL(`../artifacts/data-dir-${process.env.E2E_PORT ?? '3100'}`, import.meta.url)), 'utf8').trim(), 'mail');
  const all = () => {
    try {
      return readdirSync(dir())
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .map((name) => readFileSync(join(dir(), name), 'utf8'));
    } catch {
      return [];
    }
  };
  return { to: (address: string) => all().filter((raw) => recipient(raw) === address) };
}

/** A real SMTP server the spec's own app server sends to. */
export async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    to: (address: string) => received.filter((raw) => recipient(raw) === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the mailbox holds a calendar part matching `wanted` (of this UID), and answers it. */
export async function expectInvitation(mailbox: () => string[], wanted: Partial<ReadInvitation> & { uid: string }): Promise<ReadInvitation> {
  let found: ReadInvitation | undefined;
  await expect
    .poll(
      () => {
        found = mailbox()
          .flatMap(invitationsIn)
          .find((invite) => Object.entries(wanted).every(([key, value]) => invite[key as keyof ReadInvitation] === value));
        return found !== undefined;
      },
      { timeout: 20_000, message: `an invitation ${JSON.stringify(wanted)}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for a message whose subject starts with this. */
export async function expectSubject(mailbox: () => string[], start: string): Promise<void> {
  await expect
    .poll(() => mailbox().some((raw) => subject(raw).startsWith(start)), { timeout: 30_000, message: `an e-mail "${start}…" (among: ${mailbox().map(subject).join(' | ')})` })
    .toBe(true);
}

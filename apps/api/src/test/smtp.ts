import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent, quoted-printable soft breaks and escapes undone (enough to read links and words). */
  source: string;
  /** The message exactly as received (for MIME parts in base64, which the decoding above would spoil). */
  raw: string;
  header(name: string): string | undefined;
}

/** Quoted-printable, undone: soft line breaks joined, =XX escapes decoded as UTF-8. */
function decodeQuotedPrintable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/**
 * A real SMTP server on a free local port that keeps what it receives, so tests see exactly what a mail server
 * would. `failNext(n)` refuses the next n messages with a temporary error, to prove retries.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          source: decodeQuotedPrintable(raw),
          raw,
          header: (name) => unfolded.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count: number) {
      failures = count;
    },
    /** The messages sent to one address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message to a path of the app, such as /reset-password. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.source);
  if (!match) throw new Error(`no ${path} link in the message:\n${mail.source.slice(0, 2000)}`);
  return match[0].replace(/&amp;/g, '&');
}

/** The token query parameter of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

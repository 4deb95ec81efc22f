import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that keeps each message's recipients and text (quoted-printable undone). */
export async function startMailbox() {
  const received: { to: string[]; source: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '');
        const source = raw.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), source });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The first link to `path` in the newest message to this address, if one came. */
    linkTo(address: string, path: string): string | undefined {
      const mail = received.filter((message) => message.to.includes(address)).at(-1);
      const match = mail && new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.source);
      return match?.[0].replace(/&amp;/g, '&');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

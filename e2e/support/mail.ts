import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The e2e server's DATA_DIR/mail, where it writes each e-mail as an .eml file (serve.mjs names the folder). */
function mailDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return join(readFileSync(join(ARTIFACTS, `data-dir-${port}`), 'utf8').trim(), 'mail');
}

/** Quoted-printable undone: soft line breaks joined and =XX escapes decoded. */
const decode = (source: string) =>
  source
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

function messagesTo(address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir()).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files
    .map((name) => decode(readFileSync(join(mailDir(), name), 'utf8')))
    .filter((source) => source.includes(`To: ${address}`));
}

/**
 * The path and query of the newest link to `path` in an e-mail to this address, waiting for the message to be
 * written (the server sends from its queue, a moment after the request).
 */
export async function linkFromMail(address: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const pattern = new RegExp(`https?://[^\\s"<>]*(${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*)`);
        const newest = messagesTo(address).reverse().find((source) => pattern.test(source));
        found = newest ? (pattern.exec(newest)?.[1] ?? '') : '';
        return found;
      },
      { timeout: 15_000, message: `an e-mail to ${address} with a ${path} link` },
    )
    .not.toBe('');
  return found.replace(/&amp;/g, '&');
}

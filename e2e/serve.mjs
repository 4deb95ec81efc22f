// Starts the real server for the browser tests on a throwaway data folder, so every run begins from the demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
// The specs read the e-mails the server writes under DATA_DIR/mail (support/mail.ts finds the folder here).
mkdirSync(join(root, 'e2e/artifacts'), { recursive: true });
writeFileSync(join(root, 'e2e/artifacts', `data-dir-${port}`), dataDir);
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // .eml files under DATA_DIR/mail, unless a spec runs an SMTP server of its own (interviews-calendar.spec.ts).
    SMTP_URL: process.env.E2E_SMTP_URL ?? '',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Browser tests sign in and up many times from one address; the throttles have their own API tests.
    LOGIN_RATE_LIMIT: '1000',
    SIGNUP_RATE_LIMIT: '1000',
    // A message's e-mail waits this long for the message to be read first (2 minutes deployed); the specs that
    // follow a message's e-mail should not wait that long, and its being dropped when read has API tests.
    MESSAGE_EMAIL_DELAY: '1s',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

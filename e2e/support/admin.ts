import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Runs the admin command (`npm run admin -- create <email>`, docs/product.md section C20) against the e2e server's
 * own database, as an operator of a deployment would with its DATA_DIR, and answers the link it prints to set the
 * new operator's password.
 */
export function createOperator(email: string): string {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(join(ARTIFACTS, `data-dir-${port}`), 'utf8').trim();
  const output = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/api/src/modules/admin/cli.ts'), 'create', email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const link = /http\S+\/reset-password\?token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`the admin command printed no link: ${output}`);
  return link;
}

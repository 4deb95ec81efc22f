import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Moves a volunteer shift into the past in the e2e server's database, as the hours between a sign-up and the end
 * of a shift would: the only write a spec makes behind the app's back (the server holds no copy of shifts in memory).
 */
export function endShift(shiftId: number): void {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(join(ARTIFACTS, `data-dir-${port}`), 'utf8').trim();
  const db = new Database(join(dataDir, 'tandem.sqlite'));
  try {
    const end = new Date(Date.now() - 3_600_000);
    const start = new Date(end.getTime() - 3 * 3_600_000);
    db.prepare('update volunteer_shifts set start_at = ?, end_at = ? where id = ?').run(start.toISOString(), end.toISOString(), shiftId);
  } finally {
    db.close();
  }
}

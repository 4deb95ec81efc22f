import type { AuditEntryAnswer } from '@tandem/contract';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { AdminAuditEntry } from '../../db/schema.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containsText } from '../../lib/sql-text.ts';
import { nowIso } from '../../lib/time.ts';

/** One operator action for the audit log: what was done to what, and why. */
interface AdminAction {
  /** A verb, such as 'user.suspend', 'company.restore', 'report.remove', 'job.publish'. */
  action: string;
  target_type: string;
  target_id: number;
  reason: string;
}

/**
 * Writes one entry of the audit log. Pass the transaction of the action itself, so an action is never done
 * without its entry nor logged without being done.
 */
export async function recordAdminAction(db: Executor, actor: { id: number; email: string }, entry: AdminAction): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({ actor_id: actor.id, actor: actor.email, action: entry.action, target_type: entry.target_type, target_id: entry.target_id, reason: entry.reason, created_at: nowIso() })
    .execute();
}

/** The audit log, newest first; `q` finds text in the operator, action, target type or reason, or a target's id. */
export async function listAudit(db: Db, q: string | undefined, window: PageWindow): Promise<{ count: number; rows: AdminAuditEntry[] }> {
  const text = q?.trim();
  const where = text
    ? sql<SqlBool>`(${containsText('actor', text)} or ${containsText('action', text)} or ${containsText('target_type', text)} or ${containsText('reason', text)}${
        /^\d{1,9}$/.test(text) ? sql` or target_id = ${Number(text)}` : sql``
      })`
    : sql<SqlBool>`1 = 1`;
  const [counted, rows] = await Promise.all([
    db.selectFrom('admin_audit').select(sql<number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow(),
    db.selectFrom('admin_audit').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(counted.n), rows };
}

export const presentAuditEntry = (row: AdminAuditEntry): AuditEntryAnswer => ({
  id: row.id,
  actor: row.actor,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  created_at: row.created_at,
});

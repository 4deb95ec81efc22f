import { TRUST_MESSAGES, type AdminCompanyAnswer, type AdminUserAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { recordChange, revocationsApplied, type Executor, type PendingRevocations } from '../../bus/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containsText } from '../../lib/sql-text.ts';
import { nowIso } from '../../lib/time.ts';
import { endSessionsWith } from '../auth/index.ts';
import { memberIdsOf } from '../company-members/index.ts';
import { recordAdminAction } from './audit.ts';
import type { Operator } from './policy.ts';

// Suspensions (docs/product.md section C20). A suspended user's sessions end on every instance before the answer
// (the bus's revocations, as for signing out everywhere) and sign-in refuses them (auth/service.ts). A suspended
// organisation's jobs get company_suspended = 1 and is_active = 0, which every public list, page, feed, sitemap
// and ranking reads; each job is announced on the bus so every instance's matching and page caches drop it; and
// its members' sessions end as a suspended user's do. Restoring undoes each step.

async function endSessionsOf(trx: Executor, userIds: readonly number[]): Promise<PendingRevocations> {
  const pending: number[] = [];
  for (const userId of userIds) pending.push(...(await endSessionsWith(trx, userId)).pending);
  return pending;
}

export async function suspendUser(app: FastifyInstance, operator: Operator, userId: number, reason: string): Promise<void> {
  const user = await app.db.selectFrom('users').select(['id', 'role', 'suspended_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  if (user.role === 'admin') throw badRequest({ non_field_errors: [TRUST_MESSAGES.cannotSuspendOperator] });
  if (user.suspended_at !== null) throw conflict(TRUST_MESSAGES.alreadySuspended);
  const pending = await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ suspended_at: nowIso() }).where('id', '=', userId).execute();
    await recordAdminAction(trx, operator, { action: 'user.suspend', target_type: 'user', target_id: userId, reason });
    return endSessionsOf(trx, [userId]);
  });
  await revocationsApplied(app.db, pending);
}

export async function restoreUser(app: FastifyInstance, operator: Operator, userId: number, reason: string): Promise<void> {
  const user = await app.db.selectFrom('users').select(['id', 'suspended_at']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  if (user.suspended_at === null) throw conflict(TRUST_MESSAGES.notSuspended);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ suspended_at: null }).where('id', '=', userId).execute();
    await recordAdminAction(trx, operator, { action: 'user.restore', target_type: 'user', target_id: userId, reason });
  });
}

/** The company's jobs leave (or come back to) every list, and every instance hears of each. */
async function setCompanyJobs(trx: Executor, companyId: number, suspended: boolean): Promise<void> {
  const jobs = await trx
    .updateTable('job_profiles')
    .set({
      company_suspended: suspended ? 1 : 0,
      // Back to what it was: active unless reports hide it (postings/service.ts withStatus keeps the same rule).
      is_active: suspended ? 0 : sql<number>`case when status = 'active' and hidden_by_reports = 0 then 1 else 0 end`,
    })
    .where('company_id', '=', companyId)
    .returning('id')
    .execute();
  for (const job of jobs) await recordChange(trx, 'job', job.id);
  await recordChange(trx, 'company', companyId);
}

export async function suspendCompany(app: FastifyInstance, operator: Operator, companyId: number, reason: string): Promise<void> {
  const company = await app.db.selectFrom('companies').select(['id', 'suspended_at']).where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound();
  if (company.suspended_at !== null) throw conflict(TRUST_MESSAGES.alreadySuspended);
  const pending = await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('companies').set({ suspended_at: nowIso() }).where('id', '=', companyId).execute();
    await setCompanyJobs(trx, companyId, true);
    await recordAdminAction(trx, operator, { action: 'company.suspend', target_type: 'company', target_id: companyId, reason });
    return endSessionsOf(trx, await memberIdsOf(trx, companyId));
  });
  await revocationsApplied(app.db, pending);
}

export async function restoreCompany(app: FastifyInstance, operator: Operator, companyId: number, reason: string): Promise<void> {
  const company = await app.db.selectFrom('companies').select(['id', 'suspended_at']).where('id', '=', companyId).executeTakeFirst();
  if (!company) throw notFound();
  if (company.suspended_at === null) throw conflict(TRUST_MESSAGES.notSuspended);
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('companies').set({ suspended_at: null }).where('id', '=', companyId).execute();
    await setCompanyJobs(trx, companyId, false);
    await recordAdminAction(trx, operator, { action: 'company.restore', target_type: 'company', target_id: companyId, reason });
  });
}

/** Accounts for the console, found by name or e-mail (or id), suspended first, then newest. */
export async function listUsers(app: FastifyInstance, q: string | undefined, window: PageWindow): Promise<{ count: number; results: AdminUserAnswer[] }> {
  const text = q?.trim();
  const where = text
    ? sql<SqlBool>`(${containsText('name', text)} or ${containsText('email', text)}${/^\d{1,9}$/.test(text) ? sql` or id = ${Number(text)}` : sql``})`
    : sql<SqlBool>`1 = 1`;
  const [counted, rows] = await Promise.all([
    app.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow(),
    app.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'company_id', 'suspended_at'])
      .where(where)
      .orderBy(sql`case when suspended_at is null then 1 else 0 end`)
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    results: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, company: row.company_id, suspended_at: row.suspended_at })),
  };
}

/** Organisations for the console, found by name or website (or id), suspended first, then newest. */
export async function listCompanies(app: FastifyInstance, q: string | undefined, window: PageWindow): Promise<{ count: number; results: AdminCompanyAnswer[] }> {
  const text = q?.trim();
  const where = text
    ? sql<SqlBool>`(${containsText('c.name', text)} or ${containsText('c.website', text)}${/^\d{1,9}$/.test(text) ? sql` or c.id = ${Number(text)}` : sql``})`
    : sql<SqlBool>`1 = 1`;
  const [counted, rows] = await Promise.all([
    app.db.selectFrom('companies as c').select(sql<number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow(),
    app.db
      .selectFrom('companies as c')
      .select([
        'c.id',
        'c.name',
        'c.website',
        'c.suspended_at',
        'c.verified_at',
        (eb) => eb.selectFrom('users').select(sql<number>`count(*)`.as('n')).whereRef('users.company_id', '=', 'c.id').as('members'),
        (eb) =>
          eb
            .selectFrom('job_profiles')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('job_profiles.company_id', '=', 'c.id')
            .where('job_profiles.status', '=', 'active')
            .as('active_jobs'),
      ])
      .where(where)
      .orderBy(sql`case when c.suspended_at is null then 1 else 0 end`)
      .orderBy('c.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      website: row.website,
      members: Number(row.members ?? 0),
      active_jobs: Number(row.active_jobs ?? 0),
      suspended_at: row.suspended_at,
      verified_at: row.verified_at,
    })),
  };
}

import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { CompanyMemberRole } from '@tandem/contract';
import { announceRevocations, revocationsApplied, type Executor, type PendingRevocations } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

// Every query about who belongs to which company (docs/product.md section C18). A user belongs to at most one company:
// users.company_id, with users.company_role and users.company_joined_at beside it (migration 0027). Each change
// of membership tells every instance to read the user again (a 'user' revocation), so a removed member's next
// request, wherever it lands, no longer carries the company.

export interface MemberRow {
  id: number;
  name: string;
  email: string;
  company_role: string | null;
  company_joined_at: string | null;
  created_at: string;
}

export const membersOf = (db: Db, companyId: number): Promise<MemberRow[]> =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'company_role', 'company_joined_at', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('company_joined_at')
    .orderBy('id')
    .execute();

/** The ids of the company's members: who hears of its applications, messages and jobs. */
export const memberIdsOf = async (db: Executor, companyId: number): Promise<number[]> =>
  (await db.selectFrom('users').select('id').where('company_id', '=', companyId).orderBy('id').execute()).map((row) => row.id);

/** The members of each company, in one query. */
export async function memberIdsOfCompanies(db: Executor, companyIds: readonly number[]): Promise<Map<number, number[]>> {
  const byCompany = new Map<number, number[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return byCompany;
  const rows = await db.selectFrom('users').select(['id', 'company_id']).where('company_id', 'in', [...new Set(companyIds)]).orderBy('id').execute();
  for (const row of rows) if (row.company_id !== null) byCompany.get(row.company_id)?.push(row.id);
  return byCompany;
}

/**
 * Links a user without a company to it with this role, in the caller's transaction: false when they have a
 * company already (a concurrent join or creation won).
 */
export async function linkMember(db: Executor, userId: number, companyId: number, role: CompanyMemberRole): Promise<boolean> {
  const now = nowIso();
  const linked = await db
    .updateTable('users')
    .set({ company_id: companyId, company_role: role, company_joined_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('company_id', 'is', null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows) === 1;
}

/**
 * Serialises membership changes of one company: a no-op write takes the company row's lock on PostgreSQL (SQLite
 * has one writer anyway), so two owners demoting each other cannot both leave it without an owner.
 */
const lockCompany = (db: Executor, companyId: number) =>
  db.updateTable('companies').set({ updated_at: sql.ref('updated_at') }).where('id', '=', companyId).execute();

const otherOwners = async (db: Executor, companyId: number, userId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .where('company_role', '=', 'owner')
        .where('id', '<>', userId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export type MembershipChange = { ok: true } | { ok: false; reason: 'not-member' | 'last-owner' };

/** Changes a member's role, keeping an owner; every instance reads the user again before this answers. */
export async function setMemberRole(db: Db, companyId: number, userId: number, role: CompanyMemberRole): Promise<MembershipChange> {
  return changeMembership(db, companyId, userId, role === 'member', (trx) =>
    trx.updateTable('users').set({ company_role: role, updated_at: nowIso() }).where('id', '=', userId).where('company_id', '=', companyId).execute(),
  );
}

/** Takes a user out of the company (their account stays, without a company); answered once every instance knows. */
export async function removeMember(db: Db, companyId: number, userId: number): Promise<MembershipChange> {
  return changeMembership(db, companyId, userId, true, (trx) =>
    trx
      .updateTable('users')
      .set({ company_id: null, company_role: null, company_joined_at: null, updated_at: nowIso() })
      .where('id', '=', userId)
      .where('company_id', '=', companyId)
      .execute(),
  );
}

async function changeMembership(db: Db, companyId: number, userId: number, losesOwnership: boolean, write: (trx: Executor) => Promise<unknown>): Promise<MembershipChange> {
  const outcome = await db.transaction().execute(async (trx): Promise<{ change: MembershipChange; pending: PendingRevocations }> => {
    await lockCompany(trx, companyId);
    const member = await trx.selectFrom('users').select('company_role').where('id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
    if (!member) return { change: { ok: false, reason: 'not-member' }, pending: [] };
    if (losesOwnership && member.company_role === 'owner' && (await otherOwners(trx, companyId, userId)) === 0) {
      return { change: { ok: false, reason: 'last-owner' }, pending: [] };
    }
    await write(trx);
    return { change: { ok: true }, pending: await announceRevocations(trx, [{ t: 'user', userId }]) };
  });
  // Answered only once every instance has forgotten the user's kept sessions (acknowledged revocation).
  if (outcome.pending.length > 0) await revocationsApplied(db, outcome.pending);
  return outcome.change;
}

// Invitations: single-use links, kept as hashes like the account's links (a copy of the database holds none that works).
const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function insertInvite(db: Db, values: { companyId: number; email: string; role: CompanyMemberRole; invitedBy: number; lifetimeMs: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('company_invites')
    .values({
      company_id: values.companyId,
      email: values.email,
      role: values.role,
      token_hash: hashToken(token),
      invited_by: values.invitedBy,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + values.lifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

interface JoinedCompany {
  companyId: number;
  companyName: string;
  role: CompanyMemberRole;
}

/**
 * Uses the invitation and links the user in one transaction: the link's conditional update makes it single use,
 * and a user who already has a company leaves the link unused. Undefined for an unknown, used or expired link.
 */
export async function joinWithInvite(db: Db, userId: number, token: string): Promise<JoinedCompany | 'has-company' | undefined> {
  const outcome = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const invite = await trx
      .updateTable('company_invites')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['company_id', 'role'])
      .executeTakeFirst();
    if (!invite) return undefined;
    const role: CompanyMemberRole = invite.role === 'owner' ? 'owner' : 'member';
    if (!(await linkMember(trx, userId, invite.company_id, role))) throw new HasCompany();
    const company = await trx.selectFrom('companies').select('name').where('id', '=', invite.company_id).executeTakeFirstOrThrow();
    const pending = await announceRevocations(trx, [{ t: 'user', userId }]);
    return { joined: { companyId: invite.company_id, companyName: company.name, role }, pending };
  }).catch((error: unknown) => {
    if (error instanceof HasCompany) return 'has-company' as const;
    throw error;
  });
  if (outcome === undefined || outcome === 'has-company') return outcome;
  await revocationsApplied(db, outcome.pending);
  return outcome.joined;
}

class HasCompany extends Error {}

/**
 * Who takes over when a member's account goes (account deletion): the longest-standing other member, made an
 * owner when the leaving one was the last owner, so the company keeps one. Undefined when nobody is left.
 */
export async function heirOf(db: Executor, companyId: number, leavingUserId: number): Promise<number | undefined> {
  const heir = await db
    .selectFrom('users')
    .select(['id', 'company_role'])
    .where('company_id', '=', companyId)
    .where('id', '!=', leavingUserId)
    .orderBy(sql`case when company_role = 'owner' then 0 else 1 end`)
    .orderBy('company_joined_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!heir) return undefined;
  if (heir.company_role !== 'owner') {
    await db.updateTable('users').set({ company_role: 'owner', updated_at: nowIso() }).where('id', '=', heir.id).execute();
    await announceRevocations(db, [{ t: 'user', userId: heir.id }]);
  }
  return heir.id;
}

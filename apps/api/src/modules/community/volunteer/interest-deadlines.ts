import { replyDate } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { memberIdsOfCompanies } from '../../company-members/index.ts';
import type { Notice, Notifier } from '../../notifications/index.ts';

// An interest's reply deadline (docs/product.md section C21: 'a reply deadline like any application'), swept as
// applications' are (docs/product.md section C12): the organisation is reminded once when a quarter of the window
// is left, then an interest still pending past its deadline lapses to no_reply and the candidate is told kindly.
// A message from the organisation in the interest's conversation is a reply, as it is for an application.

export const INTEREST_SWEEP_BATCH = 500;

/** Pending interests shared with the organisation that nobody on its side has written to yet. */
const unanswered = (db: Db) =>
  db
    .selectFrom('volunteer_interests as v')
    .where('v.status', '=', 'pending')
    .where('v.share_contact', '=', 1)
    .where('v.reply_due_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('conversations as c')
            .innerJoin('messages as m', 'm.conversation_id', 'c.id')
            .select('m.id')
            .whereRef('c.opportunity_id', '=', 'v.opportunity_id')
            .whereRef('c.candidate_id', '=', 'v.user_id')
            .where('m.sender_side', '=', 'company'),
        ),
      ),
    );

interface DueRow {
  id: number;
  opportunity_id: number;
  user_id: number;
  reply_due_at: string | null;
}

/**
 * Claims, in one conditional UPDATE per batch, the interests whose deadline is within `remindBefore` and that were
 * not reminded yet: two sweeps at once (two instances) each claim different rows, so each is reminded once.
 */
async function claimReminders(db: Db, now: string, remindBefore: string, limit: number): Promise<DueRow[]> {
  const ids = await unanswered(db).select('v.id').where('v.reminded_at', 'is', null).where('v.reply_due_at', '>', now).where('v.reply_due_at', '<=', remindBefore).orderBy('v.reply_due_at').limit(limit).execute();
  if (ids.length === 0) return [];
  return db
    .updateTable('volunteer_interests')
    .set({ reminded_at: now })
    .where('id', 'in', ids.map((row) => row.id))
    .where('reminded_at', 'is', null)
    .where('status', '=', 'pending')
    .returning(['id', 'opportunity_id', 'user_id', 'reply_due_at'])
    .execute();
}

/** Moves pending interests past their deadline to no_reply, once (the UPDATE re-checks the status). */
async function lapse(db: Db, now: string, limit: number): Promise<{ taken: number; lapsed: DueRow[] }> {
  const ids = await unanswered(db).select('v.id').where('v.reply_due_at', '<=', now).orderBy('v.reply_due_at').limit(limit).execute();
  if (ids.length === 0) return { taken: 0, lapsed: [] };
  const lapsed = await db
    .updateTable('volunteer_interests')
    .set({ status: 'no_reply', answered_at: now })
    .where('id', 'in', ids.map((row) => row.id))
    .where('status', '=', 'pending')
    .returning(['id', 'opportunity_id', 'user_id', 'reply_due_at'])
    .execute();
  return { taken: ids.length, lapsed };
}

async function rolesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { title: string; company_id: number | null; company_name: string | null }>();
  const rows = await db
    .selectFrom('volunteer_opportunities as o')
    .leftJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.id', 'o.title', 'o.company_id', 'c.name as company_name'])
    .where('o.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface InterestSweepResult {
  reminded: number;
  lapsed: number;
}

/** The sweep, run by the scheduler once per deployment; safe to run twice, since each statement re-checks. */
export async function sweepInterestDeadlines(db: Db, notifier: Notifier, settings: { windowMs: number }, now: Date = new Date(), batchSize = INTEREST_SWEEP_BATCH): Promise<InterestSweepResult> {
  const result: InterestSweepResult = { reminded: 0, lapsed: 0 };
  const at = now.toISOString();
  // As for applications: reminded once, when a quarter of the window is left.
  const remindBefore = new Date(now.getTime() + Math.round(settings.windowMs / 4)).toISOString();
  for (;;) {
    const batch = await claimReminders(db, at, remindBefore, batchSize);
    await remindOrganisations(db, notifier, batch);
    result.reminded += batch.length;
    if (batch.length < batchSize) break;
  }
  for (;;) {
    const { taken, lapsed } = await lapse(db, at, batchSize);
    await tellCandidates(db, notifier, lapsed);
    result.lapsed += lapsed.length;
    if (taken < batchSize) break;
  }
  return result;
}

/** One `reply_due` per role and sweep: how many are waiting, and the soonest deadline among them. */
async function remindOrganisations(db: Db, notifier: Notifier, batch: readonly DueRow[]): Promise<void> {
  if (batch.length === 0) return;
  const perRole = new Map<number, { count: number; soonest: string }>();
  for (const row of batch) {
    const seen = perRole.get(row.opportunity_id);
    const due = row.reply_due_at ?? '';
    perRole.set(row.opportunity_id, { count: (seen?.count ?? 0) + 1, soonest: seen && seen.soonest < due ? seen.soonest : due });
  }
  const roles = await rolesOf(db, [...perRole.keys()]);
  const members = await memberIdsOfCompanies(db, [...new Set([...roles.values()].flatMap((role) => (role.company_id === null ? [] : [role.company_id])))]);
  const notices: Notice[] = [];
  for (const [roleId, { count, soonest }] of perRole) {
    const role = roles.get(roleId);
    if (!role || role.company_id === null) continue;
    const notification = {
      kind: 'reply_due',
      title: count === 1 ? `Someone offering to volunteer for ${role.title} is waiting for your reply` : `${count} people offering to volunteer for ${role.title} are waiting for your reply`,
      body: `Please answer by ${replyDate(soonest)}: accept, decline kindly or write to them. Everyone who offers their time is promised a reply.`,
      link: `/volunteer-roles/${roleId}`,
    } as const;
    for (const userId of new Set(members.get(role.company_id) ?? [])) notices.push({ ...notification, userId });
  }
  await notifier.notifyEach(db, notices);
}

/** One notice per lapsed interest: no reply in time, and that it says nothing about them. */
async function tellCandidates(db: Db, notifier: Notifier, lapsed: readonly DueRow[]): Promise<void> {
  if (lapsed.length === 0) return;
  const roles = await rolesOf(db, lapsed.map((row) => row.opportunity_id));
  const notices: Notice[] = lapsed.flatMap((row) => {
    const role = roles.get(row.opportunity_id);
    if (!role) return [];
    return [
      {
        userId: row.user_id,
        kind: 'volunteer_interest_answered' as const,
        title: `Your interest in ${role.title} had no reply in time`,
        body: `${role.company_name ?? 'The organisation'} did not answer your offer to volunteer by ${replyDate(row.reply_due_at ?? '')}. That says nothing about you: we tell you so you are not left waiting. They may still answer; other roles are waiting on /volunteer.`,
        link: '/applications',
      },
    ];
  });
  await notifier.notifyEach(db, notices);
}

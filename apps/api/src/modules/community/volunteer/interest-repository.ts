import type { VolunteerInterestStatus } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

// The people interested in a volunteer role (docs/product.md section C21): their note, consent and the
// organisation's answer. Answers move a pending interest only (one conditional UPDATE), so two members answering
// at once cannot both win.

export interface InterestRow {
  user_id: number;
  name: string;
  email: string;
  note: string;
  status: string;
  decline_reason: string | null;
  reply_due_at: string | null;
  created_at: string;
  /** 1 when they uploaded a résumé (the organisation may download it: profile/shared/policy.ts). */
  has_resume: unknown;
}

/**
 * Records Apply Now with its note and consent; a candidate who had shown interest without a note (before notes
 * existed) gets theirs written. 'created' only when this call made it (so only then is the organisation told).
 */
export async function recordInterest(db: Db, values: { opportunityId: number; userId: number; note: string; replyDueAt: string }): Promise<'created' | 'already'> {
  const inserted = await db
    .insertInto('volunteer_interests')
    .values({ opportunity_id: values.opportunityId, user_id: values.userId, note: values.note, share_contact: 1, status: 'pending', reply_due_at: values.replyDueAt, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['opportunity_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'created';
  const upgraded = await db
    .updateTable('volunteer_interests')
    .set({ note: values.note, share_contact: 1, reply_due_at: values.replyDueAt })
    .where('opportunity_id', '=', values.opportunityId)
    .where('user_id', '=', values.userId)
    .where('share_contact', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return upgraded ? 'created' : 'already';
}

/** Those who shared their contact details, newest first; only these reach the organisation. */
export const interestedPeople = (db: Db, opportunityId: number): Promise<InterestRow[]> =>
  db
    .selectFrom('volunteer_interests as v')
    .innerJoin('users', 'users.id', 'v.user_id')
    .select(['v.user_id', 'users.name', 'users.email', 'v.note', 'v.status', 'v.decline_reason', 'v.reply_due_at', 'v.created_at', (eb) => eb.exists(eb.selectFrom('resumes as r').select('r.id').whereRef('r.user_id', '=', 'v.user_id')).as('has_resume')])
    .where('v.opportunity_id', '=', opportunityId)
    .where('v.share_contact', '=', 1)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();

export const findInterest = (db: Db, opportunityId: number, userId: number): Promise<InterestRow | undefined> =>
  db
    .selectFrom('volunteer_interests as v')
    .innerJoin('users', 'users.id', 'v.user_id')
    .select(['v.user_id', 'users.name', 'users.email', 'v.note', 'v.status', 'v.decline_reason', 'v.reply_due_at', 'v.created_at', (eb) => eb.exists(eb.selectFrom('resumes as r').select('r.id').whereRef('r.user_id', '=', 'v.user_id')).as('has_resume')])
    .where('v.opportunity_id', '=', opportunityId)
    .where('v.user_id', '=', userId)
    .where('v.share_contact', '=', 1)
    .executeTakeFirst();

/** Moves a pending interest (or one whose deadline lapsed: a late answer is still an answer) to accepted or declined; false when it was answered already. */
export async function answerInterest(db: Db, opportunityId: number, userId: number, status: Exclude<VolunteerInterestStatus, 'pending'>, reason: string | null): Promise<boolean> {
  const row = await db
    .updateTable('volunteer_interests')
    .set({ status, decline_reason: reason, answered_at: nowIso() })
    .where('opportunity_id', '=', opportunityId)
    .where('user_id', '=', userId)
    .where('share_contact', '=', 1)
    .where('status', 'in', ['pending', 'no_reply'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the organisation accepted this person for the role (who may sign up to its shifts). */
export async function isAcceptedVolunteer(db: Db, opportunityId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('volunteer_interests')
    .select('id')
    .where('opportunity_id', '=', opportunityId)
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** A candidate's own interests with their roles, newest first (/applications). */
export const interestsOfCandidate = (db: Db, userId: number) =>
  db
    .selectFrom('volunteer_interests as v')
    .innerJoin('volunteer_opportunities as o', 'o.id', 'v.opportunity_id')
    .leftJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.id', 'o.title', 'o.company_id', 'c.name as company_name', 'v.note', 'v.status', 'v.decline_reason', 'v.reply_due_at', 'v.created_at'])
    .where('v.user_id', '=', userId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();

import type { InterviewSlotInput, InterviewStatus } from '@tandem/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import { jobPolicy } from '../jobs/index.ts';
import type { InterviewScope } from './policy.ts';

function withParties(db: Db) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('job_applications as a', 'a.id', 'i.application_id')
    .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
    .leftJoin('companies as co', 'co.id', 'j.company_id')
    .innerJoin('users as cand', 'cand.id', 'a.candidate_id')
    .leftJoin('users as org', 'org.id', 'i.proposed_by')
    .select([
      'i.id',
      'i.application_id',
      'i.proposed_by',
      'i.status',
      'i.location',
      'i.video_url',
      'i.note',
      'i.reason',
      'i.sequence',
      'i.ever_booked',
      'i.booked_slot_id',
      'i.booked_start_at',
      'i.booked_at',
      'i.cancelled_at',
      'i.created_at',
      'i.updated_at',
      'a.candidate_id',
      'a.job_id',
      'j.title as job_title',
      'j.created_by as job_created_by',
      'j.company_id as job_company_id',
      'co.name as company_name',
      'co.email as company_email',
      'cand.name as candidate_name',
      'cand.email as candidate_email',
      'org.name as organizer_name',
      'org.email as organizer_email',
    ]);
}

export const findInterview = (db: Db, id: number) => withParties(db).where('i.id', '=', id).executeTakeFirst();
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

export interface SlotRow {
  id: number;
  interview_id: number;
  start_at: string;
  end_at: string;
  withdrawn_at: string | null;
}

/** Every slot of the interviews (withdrawn ones too: a booked slot may have been replaced since), earliest first. */
export async function slotsOf(db: Db, interviewIds: readonly number[]): Promise<SlotRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('interview_slots')
    .select(['id', 'interview_id', 'start_at', 'end_at', 'withdrawn_at'])
    .where('interview_id', 'in', [...interviewIds])
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

export interface InterviewFilters {
  application?: number | undefined;
  job?: number | undefined;
  status?: InterviewStatus | undefined;
}

function scoped(db: Db, scope: InterviewScope, filters: InterviewFilters) {
  let query = withParties(db);
  query = scope.side === 'candidate' ? query.where('a.candidate_id', '=', scope.candidateId) : query.where(jobPolicy.whereOwned(scope.owner, 'j'));
  if (filters.application !== undefined) query = query.where('i.application_id', '=', filters.application);
  if (filters.job !== undefined) query = query.where('a.job_id', '=', filters.job);
  if (filters.status !== undefined) query = query.where('i.status', '=', filters.status);
  return query;
}

export async function listInterviews(db: Db, scope: InterviewScope, filters: InterviewFilters, window: PageWindow): Promise<{ count: number; rows: InterviewRow[] }> {
  const [counted, rows] = await Promise.all([
    db
      .selectFrom(scoped(db, scope, filters).as('s'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    scoped(db, scope, filters).orderBy('i.id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count: Number(counted.count), rows };
}

async function insertSlots(trx: Transaction<Database>, interviewId: number, slots: readonly InterviewSlotInput[]): Promise<void> {
  await trx
    .insertInto('interview_slots')
    .values(slots.map((slot) => ({ interview_id: interviewId, start_at: new Date(slot.start).toISOString(), end_at: new Date(slot.end).toISOString(), withdrawn_at: null })))
    .execute();
}

/** Stores a proposal and its times; undefined when the application already has an interview that is not cancelled. */
export async function insertInterview(
  db: Db,
  values: { applicationId: number; proposedBy: number; location: string; videoUrl: string; note: string; slots: readonly InterviewSlotInput[] },
): Promise<number | undefined> {
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('interviews')
        .values({
          application_id: values.applicationId,
          proposed_by: values.proposedBy,
          status: 'proposed',
          location: values.location,
          video_url: values.videoUrl,
          note: values.note,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertSlots(trx, id, values.slots);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** A change of a booked (or once booked) interview raises SEQUENCE: calendars hold it and must take the change in. */
const raisedSequence = sql<number>`case when ever_booked = 1 then sequence + 1 else sequence end`;

/**
 * Books one offered slot, only while the interview waits for a booking (proposed, or other times asked for): two
 * bookings at once cannot both succeed. False when it was booked or cancelled meanwhile.
 */
export async function bookSlot(db: Db, interviewId: number, slot: SlotRow): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('interviews')
    .set({ status: 'booked', booked_slot_id: slot.id, booked_start_at: slot.start_at, booked_at: now, ever_booked: 1, reminded_at: null, updated_at: now })
    .where('id', '=', interviewId)
    .where('status', 'in', ['proposed', 'times_requested'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation proposes new times: the old ones are withdrawn, any booking released. False once cancelled. */
export async function replaceSlots(db: Db, interviewId: number, slots: readonly InterviewSlotInput[], reason: string): Promise<boolean> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('interviews')
      .set({ status: 'proposed', booked_start_at: null, reminded_at: null, reason, sequence: raisedSequence, updated_at: now })
      .where('id', '=', interviewId)
      .where('status', '<>', 'cancelled')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.updateTable('interview_slots').set({ withdrawn_at: now }).where('interview_id', '=', interviewId).where('withdrawn_at', 'is', null).execute();
    await insertSlots(trx, interviewId, slots);
    return true;
  });
}

/** The candidate asks for other times: any booking is released. False once cancelled. */
export async function requestOtherTimes(db: Db, interviewId: number, reason: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('interviews')
    .set({ status: 'times_requested', booked_start_at: null, reminded_at: null, reason, sequence: raisedSequence, updated_at: now })
    .where('id', '=', interviewId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function cancelInterview(db: Db, interviewId: number, reason: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('interviews')
    .set({ status: 'cancelled', reason, cancelled_at: now, sequence: raisedSequence, updated_at: now })
    .where('id', '=', interviewId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims, in one statement, the booked interviews starting within `before` of now that were not reminded yet: two
 * sweeps at once (two instances, or a crashed run's retry) each claim different rows, so each is reminded once.
 */
export async function claimDueReminders(db: Db, now: Date, beforeMs: number, limit: number): Promise<number[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + beforeMs).toISOString();
  const rows = await db
    .updateTable('interviews')
    .set({ reminded_at: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('interviews')
        .select('id')
        .where('status', '=', 'booked')
        .where('reminded_at', 'is', null)
        .where('booked_start_at', '>', at)
        .where('booked_start_at', '<=', until)
        .orderBy('booked_start_at')
        .limit(limit),
    )
    .where('status', '=', 'booked')
    .where('reminded_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

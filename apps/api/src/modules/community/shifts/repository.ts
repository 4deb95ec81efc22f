import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

// Shifts of a volunteer role and who signed up (docs/product.md section C21). A place is taken by one conditional
// UPDATE of the shift's count in the transaction that writes the sign-up: on PostgreSQL the UPDATE holds the row's
// lock and re-reads the count after a concurrent sign-up commits; SQLite's transactions are BEGIN IMMEDIATE.

export interface ShiftRow {
  id: number;
  opportunity_id: number;
  start_at: string;
  end_at: string;
  capacity: number;
  signups_count: number;
}

const selectShifts = (db: Db) => db.selectFrom('volunteer_shifts').select(['id', 'opportunity_id', 'start_at', 'end_at', 'capacity', 'signups_count']);

export async function insertShift(db: Db, values: { opportunityId: number; start: string; end: string; capacity: number }): Promise<number> {
  const { id } = await db
    .insertInto('volunteer_shifts')
    .values({ opportunity_id: values.opportunityId, start_at: values.start, end_at: values.end, capacity: values.capacity, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const findShift = (db: Db, id: number): Promise<ShiftRow | undefined> => selectShifts(db).where('id', '=', id).executeTakeFirst();

/** A role's shifts, soonest first; `from` leaves out those that ended before it. */
export const shiftsOf = (db: Db, opportunityId: number, from?: string): Promise<ShiftRow[]> =>
  selectShifts(db)
    .where('opportunity_id', '=', opportunityId)
    .$if(from !== undefined, (query) => query.where('end_at', '>=', from ?? ''))
    .orderBy('start_at')
    .orderBy('id')
    .limit(500)
    .execute();

export async function signedUpShifts(db: Db, userId: number, shiftIds: number[]): Promise<Set<number>> {
  if (shiftIds.length === 0) return new Set();
  const rows = await db.selectFrom('shift_signups').select('shift_id').where('user_id', '=', userId).where('shift_id', 'in', shiftIds).execute();
  return new Set(rows.map((row) => row.shift_id));
}

/** Takes a place once; 'full' (nothing written) when every place is taken. */
export async function takePlace(db: Db, shiftId: number, userId: number): Promise<'signed_up' | 'already' | 'full'> {
  // Thrown to roll the sign-up back when no place was left; caught below, never seen outside.
  const full = new Error('full');
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('shift_signups')
        .values({ shift_id: shiftId, user_id: userId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['shift_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return 'already' as const;
      const taken = await trx
        .updateTable('volunteer_shifts')
        .set((eb) => ({ signups_count: eb('signups_count', '+', 1) }))
        .where('id', '=', shiftId)
        .where((eb) => eb('signups_count', '<', eb.ref('capacity')))
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw full;
      return 'signed_up' as const;
    });
  } catch (error) {
    if (error === full) return 'full';
    throw error;
  }
}

/** A person's sign-up to a shift (its id names their calendar event), if they hold a place. */
export const findSignup = (db: Db, shiftId: number, userId: number) =>
  db.selectFrom('shift_signups').select(['id', 'created_at']).where('shift_id', '=', shiftId).where('user_id', '=', userId).executeTakeFirst();

/** Gives a place back; the sign-up's id, or undefined when the person held none. */
export async function givePlaceBack(db: Db, shiftId: number, userId: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('shift_signups').where('shift_id', '=', shiftId).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!removed) return undefined;
    await trx
      .updateTable('volunteer_shifts')
      .set((eb) => ({ signups_count: eb('signups_count', '-', 1) }))
      .where('id', '=', shiftId)
      .where('signups_count', '>', 0)
      .execute();
    return removed.id;
  });
}

export interface ReminderRow {
  signup_id: number;
  user_id: number;
  shift_id: number;
  start_at: string;
  end_at: string;
  title: string;
  company_name: string | null;
}

/**
 * Claims the sign-ups to shifts starting within `beforeMs` that were not reminded yet, in one conditional UPDATE
 * (as interviews' reminders are): two sweeps at once (two instances) each claim different rows, so each volunteer
 * is reminded once.
 */
export async function claimShiftReminders(db: Db, now: Date, beforeMs: number, limit: number): Promise<ReminderRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + beforeMs).toISOString();
  const due = db
    .selectFrom('shift_signups as s')
    .innerJoin('volunteer_shifts as h', 'h.id', 's.shift_id')
    .select('s.id')
    .where('s.reminded_at', 'is', null)
    .where('h.start_at', '>', at)
    .where('h.start_at', '<=', until)
    .orderBy('h.start_at')
    .limit(limit);
  const ids = (await due.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const claimed = await db.updateTable('shift_signups').set({ reminded_at: at }).where('id', 'in', ids).where('reminded_at', 'is', null).returning('id').execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('shift_signups as s')
    .innerJoin('volunteer_shifts as h', 'h.id', 's.shift_id')
    .innerJoin('volunteer_opportunities as o', 'o.id', 'h.opportunity_id')
    .leftJoin('companies as c', 'c.id', 'o.company_id')
    .select(['s.id as signup_id', 's.user_id', 'h.id as shift_id', 'h.start_at', 'h.end_at', 'o.title', 'c.name as company_name'])
    .where('s.id', 'in', claimed.map((row) => row.id))
    .execute();
}

/** Who signed up to a shift, with the minutes confirmed so far. */
export const volunteersOf = (db: Db, shiftId: number) =>
  db
    .selectFrom('shift_signups as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .select(['users.id', 'users.name', 's.minutes'])
    .where('s.shift_id', '=', shiftId)
    .orderBy('users.name')
    .execute();

/** Confirms the minutes a volunteer gave on a shift (again: corrects them); false when they had not signed up. */
export async function confirmMinutes(db: Db, shiftId: number, userId: number, minutes: number): Promise<boolean> {
  const row = await db
    .updateTable('shift_signups')
    .set({ minutes, confirmed_at: nowIso() })
    .where('shift_id', '=', shiftId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every confirmed hour given to a company, shift by shift (the funders' CSV). */
export const confirmedHoursOfCompany = (db: Db, companyId: number) =>
  db
    .selectFrom('shift_signups as s')
    .innerJoin('volunteer_shifts as h', 'h.id', 's.shift_id')
    .innerJoin('volunteer_opportunities as o', 'o.id', 'h.opportunity_id')
    .innerJoin('users', 'users.id', 's.user_id')
    .select(['o.title', 'h.start_at', 'h.end_at', 'users.name', 's.minutes', 's.confirmed_at'])
    .where('o.company_id', '=', companyId)
    .where('s.minutes', 'is not', null)
    .orderBy('h.start_at')
    .orderBy('users.name')
    .execute();

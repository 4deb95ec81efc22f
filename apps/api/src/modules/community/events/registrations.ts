import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import { addParticipant } from './repository.ts';

// Who registered for an event (docs/product.md section C21). The place is taken by the events row's own
// conditional UPDATE (addParticipant) inside the transaction that writes the registration: on PostgreSQL the UPDATE
// takes the row's lock and re-reads the count once a concurrent sign-up commits, on SQLite the transaction is
// BEGIN IMMEDIATE; either way no event is ever registered past its capacity, however many instances ask at once.

export type RegistrationOutcome = 'registered' | 'already' | 'refused';

/** Registers the user once; 'refused' (nothing written) when the event is closed, inactive or full. */
export async function registerForEvent(db: Db, eventId: number, userId: number): Promise<RegistrationOutcome> {
  // Thrown to roll the sign-up back when no place was left; caught below, never seen outside.
  const refused = new Error('refused');
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('event_registrations')
        .values({ event_id: eventId, user_id: userId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return 'already' as const;
      if (!(await addParticipant(trx, eventId))) throw refused;
      return 'registered' as const;
    });
  } catch (error) {
    if (error === refused) return 'refused';
    throw error;
  }
}

/** Cancels the user's registration, giving the place back; false when there was none. */
export async function cancelEventRegistration(db: Db, eventId: number, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('event_registrations').where('event_id', '=', eventId).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!removed) return false;
    await trx
      .updateTable('events')
      .set((eb) => ({ participants_count: eb('participants_count', '-', 1), updated_at: nowIso() }))
      .where('id', '=', eventId)
      .where('participants_count', '>', 0)
      .execute();
    return true;
  });
}

/** Which of these events the user registered for. */
export async function registeredEvents(db: Db, userId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db.selectFrom('event_registrations').select('event_id').where('user_id', '=', userId).where('event_id', 'in', eventIds).execute();
  return new Set(rows.map((row) => row.event_id));
}

/**
 * Registrations for events starting within the next day that have not been reminded, marked reminded in the same
 * statement (so a second run, on any instance, finds none).
 */
export async function takeDueReminders(db: Db, now: Date): Promise<{ user_id: number; event_id: number; title: string; start_date: string }[]> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + 86_400_000).toISOString();
  const due = await db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .select(['event_registrations.id', 'event_registrations.user_id', 'events.id as event_id', 'events.title', 'events.start_date'])
    .where('event_registrations.reminded_at', 'is', null)
    .where('events.is_active', '=', 1)
    .where('events.start_date', '>', from)
    .where('events.start_date', '<=', until)
    .limit(5000)
    .execute();
  if (due.length === 0) return [];
  const taken = await db
    .updateTable('event_registrations')
    .set({ reminded_at: from })
    .where('id', 'in', due.map((row) => row.id))
    .where('reminded_at', 'is', null)
    .returning('id')
    .execute();
  const ids = new Set(taken.map((row) => row.id));
  return due.filter((row) => ids.has(row.id));
}

import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, EventsTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { containsText } from '../shared/query.ts';

export type EventRow = Omit<Selectable<EventsTable>, 'created_by' | 'created_at' | 'updated_at'> & { company_name: string | null };

export interface EventFilters {
  /** The viewer's organisation: its inactive events are listed too. */
  viewerCompanyId: number | null;
  /** Only the viewer's organisation's events. */
  mine?: boolean | undefined;
  company?: number | undefined;
  isOnline?: boolean | undefined;
  search?: string | undefined;
  /** start_date >= startsFrom and < startsBefore (UTC texts). */
  startsFrom?: string | undefined;
  startsBefore?: string | undefined;
  /** Active events only, whoever asks. */
  activeOnly?: boolean | undefined;
}

type EventsEb = ExpressionBuilder<Database, 'events'>;

function conditions(eb: EventsEb, filters: EventFilters): Expression<SqlBool>[] {
  const { viewerCompanyId } = filters;
  const where: Expression<SqlBool>[] = [];
  if (filters.activeOnly || viewerCompanyId === null) where.push(eb('events.is_active', '=', 1));
  else where.push(eb.or([eb('events.is_active', '=', 1), eb('events.company_id', '=', viewerCompanyId)]));
  if (filters.mine && viewerCompanyId !== null) where.push(eb('events.company_id', '=', viewerCompanyId));
  if (filters.company !== undefined) where.push(eb('events.company_id', '=', filters.company));
  if (filters.isOnline !== undefined) where.push(eb('events.is_online', '=', filters.isOnline ? 1 : 0));
  if (filters.startsFrom !== undefined) where.push(eb('events.start_date', '>=', filters.startsFrom));
  if (filters.startsBefore !== undefined) where.push(eb('events.start_date', '<', filters.startsBefore));
  if (filters.search) {
    const text = filters.search;
    where.push(eb.or(['events.title', 'events.description', 'events.event_type', 'events.location', 'events.city'].map((column) => containsText(column, text))));
  }
  return where;
}

const selectEvents = (db: Db) =>
  db
    .selectFrom('events')
    .select((eb) => [
      'events.id',
      'events.company_id',
      'events.title',
      'events.description',
      'events.event_type',
      'events.start_date',
      'events.end_date',
      'events.is_online',
      'events.location',
      'events.city',
      'events.country',
      'events.capacity',
      'events.participants_count',
      'events.is_active',
      'events.registration_open',
      eb.selectFrom('companies').select('companies.name').whereRef('companies.id', '=', 'events.company_id').as('company_name'),
    ]);

export async function listEvents(db: Db, filters: EventFilters, window: PageWindow, direction: 'asc' | 'desc' = 'asc'): Promise<{ count: number; rows: EventRow[] }> {
  const { count } = await db
    .selectFrom('events')
    .where((eb) => eb.and(conditions(eb, filters)))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (window.limit === 0) return { count: Number(count), rows: [] };
  const rows = await selectEvents(db)
    .where((eb) => eb.and(conditions(eb, filters)))
    .orderBy('events.start_date', direction)
    .orderBy('events.id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: Number(count), rows };
}

export const findEvent = (db: Db, id: number): Promise<EventRow | undefined> => selectEvents(db).where('events.id', '=', id).executeTakeFirst();

export async function insertEvent(db: Db, values: Omit<Insertable<EventsTable>, 'created_at' | 'updated_at'>): Promise<number> {
  const now = nowIso();
  const { id } = await db.insertInto('events').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateEvent(db: Db, id: number, values: Updateable<EventsTable>): Promise<void> {
  await db.updateTable('events').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
}

export const deleteEvent = (db: Db, id: number) => db.deleteFrom('events').where('id', '=', id).execute();

/**
 * Counts one participant in a single UPDATE that only matches while the event is active, open and not full, so
 * two requests can never take the last place together. Undefined when it did not match.
 */
export const addParticipant = (db: Db, id: number) =>
  db
    .updateTable('events')
    .set((eb) => ({ participants_count: eb('participants_count', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('registration_open', '=', 1)
    .where((eb) => eb.or([eb('capacity', 'is', null), eb('participants_count', '<', eb.ref('capacity'))]))
    .returning('id')
    .executeTakeFirst();

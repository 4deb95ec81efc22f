import { COMMUNITY_MESSAGES, eventDatesInOrder, type EventAnswer, type EventPatchInput } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { EventsTable, User } from '../../../db/schema.ts';
import { badRequest, conflict, fieldError, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { setItemTags, tagsOfItems } from '../tags/repository.ts';
import { tagIdsFor } from '../tags/service.ts';
import { eventPolicy } from './policy.ts';
import { presentEvent } from './presenter.ts';
import { cancelEventRegistration, registeredEvents, registerForEvent } from './registrations.ts';
import { addParticipant, deleteEvent, findEvent, insertEvent, listEvents, updateEvent, type EventFilters, type EventRow } from './repository.ts';

type EventChanges = z.output<typeof EventPatchInput>;

/** Events shaped for the API, with their tags fetched in one query. */
export async function presentEvents(db: Db, rows: EventRow[], viewer: User | null = null): Promise<EventAnswer[]> {
  const ids = rows.map((row) => row.id);
  const tags = await tagsOfItems(db, 'event', ids);
  const registered = viewer ? await registeredEvents(db, viewer.id, ids) : new Set<number>();
  return rows.map((row) => presentEvent(row, tags.get(row.id) ?? [], registered.has(row.id)));
}

export interface EventQuery {
  company?: number | undefined;
  mine?: boolean | undefined;
  is_online?: boolean | undefined;
  search?: string | undefined;
  ordering?: 'start_date' | '-start_date' | undefined;
}

/** A page of the events the user may see, filtered as asked; `extra` narrows it further (today, upcoming). */
export async function pageOfEvents(db: Db, user: User | null, query: EventQuery, window: PageWindow, extra: Partial<EventFilters> = {}) {
  const viewerCompanyId = eventPolicy.viewerCompanyId(user);
  // mine=true asks for the caller's organisation's events: none for anybody without one.
  if (query.mine && viewerCompanyId === null) return { count: 0, results: [] as EventAnswer[] };
  const filters: EventFilters = { viewerCompanyId, mine: query.mine, company: query.company, isOnline: query.is_online, search: query.search, ...extra };
  const { count, rows } = await listEvents(db, filters, window, query.ordering === '-start_date' ? 'desc' : 'asc');
  return { count, results: await presentEvents(db, rows, user) };
}

/** The event, if the user may see it; the same 404 for an unknown id and for another organisation's inactive event. */
export async function visibleEvent(db: Db, user: User | null, id: number): Promise<EventRow> {
  const event = await findEvent(db, id);
  if (!event || !eventPolicy.canSee(user, event)) throw notFound();
  return event;
}

export async function eventAnswer(db: Db, id: number, viewer: User | null = null): Promise<EventAnswer> {
  const [answer] = await presentEvents(db, [(await findEvent(db, id)) as EventRow], viewer);
  return answer as EventAnswer;
}

function columnsOf(changes: EventChanges): Updateable<EventsTable> {
  const values: Updateable<EventsTable> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.event_type !== undefined) values.event_type = changes.event_type;
  if (changes.start_date !== undefined) values.start_date = changes.start_date;
  if (changes.end_date !== undefined) values.end_date = changes.end_date;
  if (changes.is_online !== undefined) values.is_online = changes.is_online ? 1 : 0;
  if (changes.location !== undefined) values.location = changes.location;
  if (changes.city !== undefined) values.city = changes.city;
  if (changes.country !== undefined) values.country = changes.country;
  if (changes.capacity !== undefined) values.capacity = changes.capacity;
  if (changes.is_active !== undefined) values.is_active = changes.is_active ? 1 : 0;
  if (changes.registration_open !== undefined) values.registration_open = changes.registration_open ? 1 : 0;
  return values;
}

export async function createEvent(db: Db, user: User, companyId: number, input: EventChanges & { title: string; start_date: string; end_date: string }): Promise<EventAnswer> {
  const id = await db.transaction().execute(async (trx) => {
    const tagIds = input.tags ? await tagIdsFor(trx, input.tags) : [];
    const { title: _title, start_date: _start, end_date: _end, ...rest } = columnsOf(input);
    const eventId = await insertEvent(trx, { ...rest, title: input.title, start_date: input.start_date, end_date: input.end_date, company_id: companyId, created_by: user.id });
    await setItemTags(trx, 'event', eventId, tagIds);
    return eventId;
  });
  return eventAnswer(db, id);
}

/** PUT and PATCH: only the owning organisation; the dates are checked against the stored ones. */
export async function changeEvent(db: Db, user: User, id: number, changes: EventChanges): Promise<EventAnswer> {
  const event = await visibleEvent(db, user, id);
  if (!eventPolicy.canChange(user, event)) throw notFound();
  if (!eventDatesInOrder(changes.start_date ?? event.start_date, changes.end_date ?? event.end_date)) {
    throw fieldError('end_date', COMMUNITY_MESSAGES.endBeforeStart);
  }
  await db.transaction().execute(async (trx) => {
    const values = columnsOf(changes);
    if (Object.keys(values).length > 0) await updateEvent(trx, id, values);
    if (changes.tags !== undefined) await setItemTags(trx, 'event', id, await tagIdsFor(trx, changes.tags));
  });
  return eventAnswer(db, id);
}

export async function removeEvent(db: Db, user: User, id: number): Promise<void> {
  const event = await visibleEvent(db, user, id);
  if (!eventPolicy.canChange(user, event)) throw notFound();
  await deleteEvent(db, id);
}

/** One more participant, atomically; refuses a closed (or inactive) event and a full one. */
export async function registerParticipant(db: Db, user: User, id: number): Promise<EventAnswer> {
  await visibleEvent(db, user, id);
  if (!(await addParticipant(db, id))) {
    const event = await visibleEvent(db, user, id);
    const closed = event.is_active !== 1 || event.registration_open !== 1;
    throw badRequest({ non_field_errors: [closed ? COMMUNITY_MESSAGES.registrationClosed : COMMUNITY_MESSAGES.eventFull] });
  }
  return eventAnswer(db, id);
}

/**
 * A candidate registers for an event (docs/product.md section C21): once (asking again changes nothing); 409
 * 'This event is full.' at capacity, 400 'Registration is closed.' when closed.
 */
export async function registerForEventAs(db: Db, candidate: User, id: number): Promise<EventAnswer> {
  await visibleEvent(db, candidate, id);
  if ((await registerForEvent(db, id, candidate.id)) === 'refused') {
    const event = await visibleEvent(db, candidate, id);
    if (event.is_active !== 1 || event.registration_open !== 1) throw badRequest({ non_field_errors: [COMMUNITY_MESSAGES.registrationClosed] });
    throw conflict(COMMUNITY_MESSAGES.eventFull);
  }
  return eventAnswer(db, id, candidate);
}

/** Cancels in one step; cancelling a registration that does not exist changes nothing. */
export async function cancelRegistrationAs(db: Db, candidate: User, id: number): Promise<EventAnswer> {
  await visibleEvent(db, candidate, id);
  await cancelEventRegistration(db, id, candidate.id);
  return eventAnswer(db, id, candidate);
}

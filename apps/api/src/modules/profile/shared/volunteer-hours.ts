import { COMMUNITY_MESSAGES, type VolunteerHours } from '@tandem/contract';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../../../db/database.ts';

const hoursQuery = (db: Db, userId: number) =>
  db
    .selectFrom('shift_signups as s')
    .innerJoin('volunteer_shifts as h', 'h.id', 's.shift_id')
    .innerJoin('volunteer_opportunities as o', 'o.id', 'h.opportunity_id')
    .leftJoin('companies as c', 'c.id', 'o.company_id')
    .select((eb) => ['o.company_id', 'c.name as company_name', eb.fn.sum<number>('s.minutes').as('minutes')])
    .where('s.user_id', '=', userId)
    .where('s.minutes', 'is not', null)
    .groupBy(['o.company_id', 'c.name']);

type HoursRow = Awaited<ReturnType<ReturnType<typeof hoursQuery>['execute']>>[number];

/**
 * Speed trick (docs/performance.md, "Where the speed tricks live"): the query is built and compiled once per
 * database and run again with each user's id. Every GET /api/users/{id}/ reads these hours, and building the
 * three-join query with Kysely took most of that call's time (bench:api's user call, BENCH_PROFILE=user).
 */
const compiled = new WeakMap<Db, CompiledQuery<HoursRow>>();

function compiledFor(db: Db): CompiledQuery<HoursRow> {
  let query = compiled.get(db);
  if (!query) {
    query = hoursQuery(db, 0).compile();
    // The user's id is the query's only parameter; anything else would run the wrong query.
    if (query.parameters.length !== 1) throw new Error('volunteer hours: expected one parameter');
    compiled.set(db, query);
  }
  return query;
}

/**
 * Confirmed volunteering hours a person gave, per organisation, most first (docs/product.md section C21): part of the
 * profile, read by users (GET /api/users/{id}/) and the data export. It sits here, below them, so neither needs the
 * community area (whose shifts write these rows) and no module loop forms.
 */
export async function volunteerHoursOf(db: Db, userId: number): Promise<VolunteerHours[]> {
  const { rows } = await db.executeQuery<HoursRow>({ ...compiledFor(db), parameters: [userId] });
  return rows
    .map((row) => ({ company: row.company_id, company_name: row.company_name ?? COMMUNITY_MESSAGES.deletedOrganisation, hours: Number(row.minutes) / 60 }))
    .sort((a, b) => b.hours - a.hours);
}

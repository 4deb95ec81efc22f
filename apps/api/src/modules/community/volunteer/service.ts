import type { TimeCommitment, VolunteerCategory, VolunteerLocationsAnswer, VolunteerOpportunityAnswer, VolunteerOpportunityPatchInput } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { User, VolunteerOpportunitiesTable } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { opportunityPolicy } from './policy.ts';
import { presentOpportunity } from './presenter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The matching engine's ranking of opportunities for a candidate, when installed. */
    rankOpportunities?: OpportunityRanker;
  }
}
import {
  activeOpportunityPlaceRows,
  deleteOpportunity,
  findOpportunity,
  insertOpportunity,
  interestCounts,
  interestsOf,
  listOpportunities,
  removeInterest,
  updateOpportunity,
  type OpportunityFilters,
  type OpportunityRow,
  filteredOpportunityIds,
  opportunitiesByIds,
} from './repository.ts';

type OpportunityChanges = z.output<typeof VolunteerOpportunityPatchInput>;

/** Opportunities for the API as this user sees them: `interested` for a candidate, `interest_count` for the owner. */
export async function presentOpportunities(db: Db, user: User | null, rows: OpportunityRow[], scores: Map<number, number> = new Map()): Promise<VolunteerOpportunityAnswer[]> {
  const ids = rows.map((row) => row.id);
  const interested = user?.role === 'candidate' ? await interestsOf(db, user.id, ids) : new Set<number>();
  const owned = rows.filter((row) => opportunityPolicy.seesInterestCount(user, row)).map((row) => row.id);
  const counts = await interestCounts(db, owned);
  const ownedIds = new Set(owned);
  return rows.map((row) =>
    presentOpportunity(row, { interested: interested.has(row.id), interestCount: ownedIds.has(row.id) ? (counts.get(row.id) ?? 0) : null, matchScore: scores.get(row.id) ?? null }),
  );
}

export interface OpportunityQuery {
  company?: number | undefined;
  mine?: boolean | undefined;
  search?: string | undefined;
  location?: { remote: true } | { city: string } | undefined;
  commitment?: TimeCommitment | undefined;
  category?: VolunteerCategory | undefined;
}

/** Scores opportunities for a candidate (the matching engine), best first; those it cannot score are absent. */
export type OpportunityRanker = (candidateUserId: number, opportunityIds: number[]) => Promise<{ id: number; score: number }[]>;

export async function pageOfOpportunities(
  db: Db,
  user: User | null,
  query: OpportunityQuery,
  window: PageWindow,
  extra: Partial<OpportunityFilters> = {},
  ranker?: OpportunityRanker,
) {
  const viewerCompanyId = opportunityPolicy.viewerCompanyId(user);
  if (query.mine && viewerCompanyId === null) return { count: 0, results: [] as VolunteerOpportunityAnswer[] };
  const location = query.location;
  const filters: OpportunityFilters = {
    viewerCompanyId,
    mine: query.mine,
    company: query.company,
    search: query.search,
    remote: location !== undefined && 'remote' in location ? true : undefined,
    city: location !== undefined && 'city' in location ? location.city : undefined,
    commitment: query.commitment,
    category: query.category,
    ...extra,
  };
  if (ranker && user?.role === 'candidate') {
    // Ranked for the candidate: best fit first, then newest (the order the filtered ids arrive in).
    const ids = await filteredOpportunityIds(db, filters);
    const ranked = await ranker(user.id, ids);
    const scores = new Map(ranked.map((item) => [item.id, item.score]));
    const order = [...ranked.map((item) => item.id), ...ids.filter((id) => !scores.has(id))];
    const pageIds = window.limit === 0 ? [] : order.slice(window.offset, window.offset + window.limit);
    return { count: ids.length, results: await presentOpportunities(db, user, await opportunitiesByIds(db, pageIds), scores) };
  }
  const { count, rows } = await listOpportunities(db, filters, window);
  return { count, results: await presentOpportunities(db, user, rows) };
}

/** my_opportunities: a candidate's are those they are interested in; an organisation's are its own. */
export async function pageOfMyOpportunities(db: Db, user: User, query: OpportunityQuery, window: PageWindow) {
  if (user.role === 'candidate') return pageOfOpportunities(db, user, { ...query, mine: false }, window, { interestedUserId: user.id });
  return pageOfOpportunities(db, user, { ...query, mine: true }, window);
}

/**
 * The /volunteer Location filter's choices: the active opportunities' cities, each once whatever its case (the first
 * spelling read stands), A to Z as an English reader sorts them, and whether any is remote.
 */
export async function opportunityPlaces(db: Db): Promise<VolunteerLocationsAnswer> {
  const rows = await activeOpportunityPlaceRows(db);
  const cities = new Map<string, string>();
  for (const row of rows) {
    const city = row.city.trim();
    if (city !== '' && !cities.has(city.toLowerCase())) cities.set(city.toLowerCase(), city);
  }
  return {
    cities: [...cities.values()].sort((a, b) => a.localeCompare(b, 'en-GB')),
    remote: rows.some((row) => Number(row.is_remote) === 1),
  };
}

export async function visibleOpportunity(db: Db, user: User | null, id: number): Promise<OpportunityRow> {
  const item = await findOpportunity(db, id);
  if (!item || !opportunityPolicy.canSee(user, item)) throw notFound();
  return item;
}

export async function opportunityAnswer(db: Db, user: User | null, id: number): Promise<VolunteerOpportunityAnswer> {
  const [answer] = await presentOpportunities(db, user, [await visibleOpportunity(db, user, id)]);
  return answer as VolunteerOpportunityAnswer;
}

function columnsOf(changes: OpportunityChanges): Updateable<VolunteerOpportunitiesTable> {
  const values: Updateable<VolunteerOpportunitiesTable> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.keywords !== undefined) values.keywords = changes.keywords;
  if (changes.city !== undefined) values.city = changes.city;
  if (changes.country !== undefined) values.country = changes.country;
  if (changes.is_remote !== undefined) values.is_remote = changes.is_remote ? 1 : 0;
  if (changes.time_commitment !== undefined) values.time_commitment = changes.time_commitment;
  if (changes.category !== undefined) values.category = changes.category;
  if (changes.start_date !== undefined) values.start_date = changes.start_date;
  if (changes.is_active !== undefined) values.is_active = changes.is_active ? 1 : 0;
  return values;
}

export async function createOpportunity(db: Db, user: User, companyId: number, input: OpportunityChanges & { title: string; category: VolunteerCategory }) {
  const { title: _title, ...rest } = columnsOf(input);
  const id = await insertOpportunity(db, { time_commitment: 'flexible', ...rest, title: input.title, company_id: companyId, created_by: user.id });
  return opportunityAnswer(db, user, id);
}

/** PUT and PATCH: only the owning organisation; 404 for anybody else. */
export async function changeOpportunity(db: Db, user: User, id: number, changes: OpportunityChanges) {
  const item = await visibleOpportunity(db, user, id);
  if (!opportunityPolicy.canChange(user, item)) throw notFound();
  const values = columnsOf(changes);
  if (Object.keys(values).length > 0) await updateOpportunity(db, id, values);
  return opportunityAnswer(db, user, id);
}

export async function removeOpportunity(db: Db, user: User, id: number): Promise<void> {
  const item = await visibleOpportunity(db, user, id);
  if (!opportunityPolicy.canChange(user, item)) throw notFound();
  await deleteOpportunity(db, id);
}

export async function withdrawInterest(db: Db, candidate: User, id: number): Promise<void> {
  await visibleOpportunity(db, candidate, id);
  await removeInterest(db, id, candidate.id);
}

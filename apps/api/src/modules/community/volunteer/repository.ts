import { recordChange } from '../../../bus/index.ts';
import type { TimeCommitment, VolunteerCategory } from '@tandem/contract';
import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool, Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, VolunteerOpportunitiesTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { containsText, equalsIgnoringCase } from '../shared/query.ts';

export type OpportunityRow = Omit<Selectable<VolunteerOpportunitiesTable>, 'created_by' | 'created_at' | 'updated_at'> & { company_name: string | null };

export interface OpportunityFilters {
  /** The viewer's organisation: its inactive opportunities are listed too. */
  viewerCompanyId: number | null;
  /** Only the viewer's organisation's. */
  mine?: boolean | undefined;
  company?: number | undefined;
  search?: string | undefined;
  remote?: boolean | undefined;
  city?: string | undefined;
  commitment?: TimeCommitment | undefined;
  category?: VolunteerCategory | undefined;
  /** Only those this user has said they are interested in. */
  interestedUserId?: number | undefined;
}

type OpportunitiesEb = ExpressionBuilder<Database, 'volunteer_opportunities'>;

function conditions(eb: OpportunitiesEb, filters: OpportunityFilters): Expression<SqlBool>[] {
  const { viewerCompanyId } = filters;
  const where: Expression<SqlBool>[] = [];
  if (viewerCompanyId === null) where.push(eb('volunteer_opportunities.is_active', '=', 1));
  else where.push(eb.or([eb('volunteer_opportunities.is_active', '=', 1), eb('volunteer_opportunities.company_id', '=', viewerCompanyId)]));
  if (filters.mine && viewerCompanyId !== null) where.push(eb('volunteer_opportunities.company_id', '=', viewerCompanyId));
  if (filters.company !== undefined) where.push(eb('volunteer_opportunities.company_id', '=', filters.company));
  if (filters.remote) where.push(eb('volunteer_opportunities.is_remote', '=', 1));
  if (filters.city) where.push(equalsIgnoringCase('volunteer_opportunities.city', filters.city));
  if (filters.commitment) where.push(eb('volunteer_opportunities.time_commitment', '=', filters.commitment));
  if (filters.category) where.push(eb('volunteer_opportunities.category', '=', filters.category));
  if (filters.interestedUserId !== undefined) {
    const userId = filters.interestedUserId;
    where.push(
      eb.exists(
        eb
          .selectFrom('volunteer_interests')
          .select('volunteer_interests.id')
          .whereRef('volunteer_interests.opportunity_id', '=', 'volunteer_opportunities.id')
          .where('volunteer_interests.user_id', '=', userId),
      ),
    );
  }
  if (filters.search) {
    const text = filters.search;
    where.push(
      eb.or([
        ...['volunteer_opportunities.title', 'volunteer_opportunities.description', 'volunteer_opportunities.keywords'].map((column) => containsText(column, text)),
        eb.exists(
          eb
            .selectFrom('companies')
            .select('companies.id')
            .whereRef('companies.id', '=', 'volunteer_opportunities.company_id')
            .where(containsText('companies.name', text)),
        ),
      ]),
    );
  }
  return where;
}

const selectOpportunities = (db: Db) =>
  db
    .selectFrom('volunteer_opportunities')
    .select((eb) => [
      'volunteer_opportunities.id',
      'volunteer_opportunities.company_id',
      'volunteer_opportunities.title',
      'volunteer_opportunities.description',
      'volunteer_opportunities.keywords',
      'volunteer_opportunities.city',
      'volunteer_opportunities.country',
      'volunteer_opportunities.is_remote',
      'volunteer_opportunities.time_commitment',
      'volunteer_opportunities.category',
      'volunteer_opportunities.start_date',
      'volunteer_opportunities.is_active',
      eb.selectFrom('companies').select('companies.name').whereRef('companies.id', '=', 'volunteer_opportunities.company_id').as('company_name'),
    ]);

export async function listOpportunities(db: Db, filters: OpportunityFilters, window: PageWindow): Promise<{ count: number; rows: OpportunityRow[] }> {
  const { count } = await db
    .selectFrom('volunteer_opportunities')
    .where((eb) => eb.and(conditions(eb, filters)))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (window.limit === 0) return { count: Number(count), rows: [] };
  const rows = await selectOpportunities(db)
    .where((eb) => eb.and(conditions(eb, filters)))
    .orderBy('volunteer_opportunities.created_at', 'desc')
    .orderBy('volunteer_opportunities.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: Number(count), rows };
}

export const findOpportunity = (db: Db, id: number): Promise<OpportunityRow | undefined> =>
  selectOpportunities(db).where('volunteer_opportunities.id', '=', id).executeTakeFirst();

export async function insertOpportunity(db: Db, values: Omit<Insertable<VolunteerOpportunitiesTable>, 'created_at' | 'updated_at'>): Promise<number> {
  const now = nowIso();
  const { id } = await db.insertInto('volunteer_opportunities').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await recordChange(db, 'opportunity', id);
  return id;
}

export async function updateOpportunity(db: Db, id: number, values: Updateable<VolunteerOpportunitiesTable>): Promise<void> {
  await db.updateTable('volunteer_opportunities').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
  await recordChange(db, 'opportunity', id);
}

export async function deleteOpportunity(db: Db, id: number): Promise<void> {
  await db.deleteFrom('volunteer_opportunities').where('id', '=', id).execute();
  await recordChange(db, 'opportunity', id);
}

export const removeInterest = (db: Db, opportunityId: number, userId: number) =>
  db.deleteFrom('volunteer_interests').where('opportunity_id', '=', opportunityId).where('user_id', '=', userId).execute();

/** Which of these opportunities the user is interested in. */
export async function interestsOf(db: Db, userId: number, opportunityIds: number[]): Promise<Set<number>> {
  if (opportunityIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('volunteer_interests')
    .select('opportunity_id')
    .where('user_id', '=', userId)
    .where('opportunity_id', 'in', opportunityIds)
    .execute();
  return new Set(rows.map((row) => row.opportunity_id));
}

/** How many users are interested in each of these opportunities. */
export async function interestCounts(db: Db, opportunityIds: number[]): Promise<Map<number, number>> {
  if (opportunityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('volunteer_interests')
    .select((eb) => ['opportunity_id', eb.fn.countAll<number>().as('count')])
    .where('opportunity_id', 'in', opportunityIds)
    .groupBy('opportunity_id')
    .execute();
  return new Map(rows.map((row) => [row.opportunity_id, Number(row.count)]));
}

/** Opportunities by id, in the order given (rankings come from the matching engine). */
export async function opportunitiesByIds(db: Db, ids: number[]): Promise<OpportunityRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectOpportunities(db).where('volunteer_opportunities.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Ids of the opportunities a viewer may see that pass the /volunteer filters. */
export async function filteredOpportunityIds(db: Db, filters: OpportunityFilters): Promise<number[]> {
  const rows = await db
    .selectFrom('volunteer_opportunities')
    .select('volunteer_opportunities.id')
    .where((eb) => eb.and(conditions(eb, filters)))
    .execute();
  return rows.map((row) => row.id);
}

/** Where the active opportunities are: each distinct city (as written) with whether it is remote. */
export const activeOpportunityPlaceRows = (db: Db) =>
  db
    .selectFrom('volunteer_opportunities')
    .select(['volunteer_opportunities.city', 'volunteer_opportunities.is_remote'])
    .distinct()
    .where('volunteer_opportunities.is_active', '=', 1)
    .execute();

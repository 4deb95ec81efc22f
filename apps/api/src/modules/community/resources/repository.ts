import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, ResourcesTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { containsText, equalsIgnoringCase } from '../shared/query.ts';

export type ResourceRow = Omit<Selectable<ResourcesTable>, 'created_by' | 'created_at' | 'updated_at'> & { company_name: string | null };

export interface ResourceFilters {
  /** Only this organisation's resources (mine=true). */
  ownCompanyId?: number | undefined;
  company?: number | undefined;
  search?: string | undefined;
  resourceType?: string | undefined;
  isFree?: boolean | undefined;
}

export type ResourceOrder = 'newest' | 'popular';

function conditions(eb: ExpressionBuilder<Database, 'resources'>, filters: ResourceFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (filters.ownCompanyId !== undefined) where.push(eb('resources.company_id', '=', filters.ownCompanyId));
  if (filters.company !== undefined) where.push(eb('resources.company_id', '=', filters.company));
  if (filters.isFree !== undefined) where.push(eb('resources.is_free', '=', filters.isFree ? 1 : 0));
  if (filters.resourceType) where.push(equalsIgnoringCase('resources.resource_type', filters.resourceType));
  if (filters.search) {
    const text = filters.search;
    where.push(eb.or(['resources.title', 'resources.description', 'resources.author', 'resources.resource_type'].map((column) => containsText(column, text))));
  }
  return where;
}

const selectResources = (db: Db) =>
  db
    .selectFrom('resources')
    .select((eb) => [
      'resources.id',
      'resources.company_id',
      'resources.title',
      'resources.description',
      'resources.resource_type',
      'resources.author',
      'resources.published_date',
      'resources.url',
      'resources.is_free',
      'resources.downloads_count',
      'resources.views_count',
      eb.selectFrom('companies').select('companies.name').whereRef('companies.id', '=', 'resources.company_id').as('company_name'),
    ]);

export async function listResources(db: Db, filters: ResourceFilters, window: PageWindow, order: ResourceOrder = 'newest'): Promise<{ count: number; rows: ResourceRow[] }> {
  const { count } = await db
    .selectFrom('resources')
    .where((eb) => eb.and(conditions(eb, filters)))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (window.limit === 0) return { count: Number(count), rows: [] };
  let query = selectResources(db).where((eb) => eb.and(conditions(eb, filters)));
  query =
    order === 'popular'
      ? query.orderBy(sql`resources.views_count + resources.downloads_count`, 'desc').orderBy('resources.id', 'desc')
      : query.orderBy('resources.published_date', 'desc').orderBy('resources.id', 'desc');
  const rows = await query.limit(window.limit).offset(window.offset).execute();
  return { count: Number(count), rows };
}

export const findResource = (db: Db, id: number): Promise<ResourceRow | undefined> =>
  selectResources(db).where('resources.id', '=', id).executeTakeFirst();

export async function insertResource(db: Db, values: Omit<Insertable<ResourcesTable>, 'created_at' | 'updated_at'>): Promise<number> {
  const now = nowIso();
  const { id } = await db.insertInto('resources').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateResource(db: Db, id: number, values: Updateable<ResourcesTable>): Promise<void> {
  await db.updateTable('resources').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
}

export const deleteResource = (db: Db, id: number) => db.deleteFrom('resources').where('id', '=', id).execute();

const COUNTER_OF = { download: 'downloads_count', view: 'views_count' } as const;

/**
 * A user's view or download of a resource, counted the first time only: the read is recorded (its primary key
 * refuses a second), and the counter moves in the same transaction only when the record is new, in a single
 * UPDATE (no lost counts under load). The counts after it, or undefined for an unknown resource.
 */
export const countUseOnce = (db: Db, id: number, userId: number, kind: 'download' | 'view') =>
  db.transaction().execute(async (trx) => {
    const counts = await trx.selectFrom('resources').select(['id', 'downloads_count', 'views_count']).where('id', '=', id).executeTakeFirst();
    if (!counts) return undefined;
    const first = await trx
      .insertInto('resource_reads')
      .values({ resource_id: id, user_id: userId, kind, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['resource_id', 'user_id', 'kind']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!first) return counts;
    const counter = COUNTER_OF[kind];
    return trx
      .updateTable('resources')
      .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
      .where('id', '=', id)
      .returning(['id', 'downloads_count', 'views_count'])
      .executeTakeFirst();
  });

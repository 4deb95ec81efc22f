import type { TagRef, TagSummary } from '@tandem/contract';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, TagsTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { containsText, equalsIgnoringCase } from '../shared/query.ts';

export type TagRow = Selectable<TagsTable> & { usage_count: number };

/** How many events and resources carry the tag. */
function usageCount(eb: ExpressionBuilder<Database, 'tags'>) {
  const onEvents = eb.selectFrom('event_tags').select((sub) => sub.fn.countAll().as('n')).whereRef('event_tags.tag_id', '=', 'tags.id');
  const onResources = eb.selectFrom('resource_tags').select((sub) => sub.fn.countAll().as('n')).whereRef('resource_tags.tag_id', '=', 'tags.id');
  return sql<number>`(${onEvents}) + (${onResources})`;
}

const selectTags = (db: Db) => db.selectFrom('tags').select((eb) => ['tags.id', 'tags.name', 'tags.color', 'tags.company_id', usageCount(eb).as('usage_count')]);

const asRow = (row: { id: number; name: string; color: string; company_id: number | null; usage_count: number | string }): TagRow => ({ ...row, usage_count: Number(row.usage_count) });

/** A name search, or the most used first. */
export interface TagFilters {
  search?: string | undefined;
  popular?: boolean;
}

export async function listTags(db: Db, options: TagFilters, window: PageWindow): Promise<{ count: number; rows: TagRow[] }> {
  const { search, popular = false } = options;
  let counted = db.selectFrom('tags');
  let listed = selectTags(db);
  if (search) {
    counted = counted.where(containsText('tags.name', search));
    listed = listed.where(containsText('tags.name', search));
  }
  if (popular) {
    counted = counted.where((eb) => eb(usageCount(eb), '>', 0));
    listed = listed.where((eb) => eb(usageCount(eb), '>', 0)).orderBy('usage_count', 'desc');
  }
  const { count } = await counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = window.limit === 0 ? [] : await listed.orderBy('tags.name').orderBy('tags.id').limit(window.limit).offset(window.offset).execute();
  return { count: Number(count), rows: rows.map(asRow) };
}

export async function findTag(db: Db, id: number): Promise<TagRow | undefined> {
  const row = await selectTags(db).where('tags.id', '=', id).executeTakeFirst();
  return row && asRow(row);
}

/** A tag with this name in any case, other than `exceptId`. */
export const findTagNamed = (db: Db, name: string, exceptId?: number) => {
  let query = db.selectFrom('tags').select(['id', 'name', 'color']).where(equalsIgnoringCase('tags.name', name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
};

export const insertTag = (db: Db, values: { name: string; color?: string | undefined; companyId: number }) =>
  db
    .insertInto('tags')
    .values({ name: values.name, company_id: values.companyId, ...(values.color ? { color: values.color } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateTag = (db: Db, id: number, values: { name?: string; color?: string }) =>
  db.updateTable('tags').set(values).where('id', '=', id).execute();

export const deleteTag = (db: Db, id: number) => db.deleteFrom('tags').where('id', '=', id).execute();

/** The companies whose events or resources carry the tag (null for items without a company). */
export async function companiesUsingTag(db: Db, tagId: number): Promise<(number | null)[]> {
  const rows = await db
    .selectFrom('event_tags')
    .innerJoin('events', 'events.id', 'event_tags.event_id')
    .select('events.company_id as company_id')
    .where('event_tags.tag_id', '=', tagId)
    .union(
      db
        .selectFrom('resource_tags')
        .innerJoin('resources', 'resources.id', 'resource_tags.resource_id')
        .select('resources.company_id as company_id')
        .where('resource_tags.tag_id', '=', tagId),
    )
    .execute();
  return rows.map((row) => row.company_id);
}

/**
 * The ids of the tags an item names: ids must exist; names are found in any case or created. Repeats are
 * dropped, the order kept. Unknown ids are returned in `missing`.
 */
export async function resolveTagRefs(db: Db, refs: TagRef[]): Promise<{ ids: number[]; missing: number[] }> {
  const wantedIds = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const existing = wantedIds.length === 0 ? [] : await db.selectFrom('tags').select('id').where('id', 'in', wantedIds).execute();
  const known = new Set(existing.map((row) => row.id));
  const missing = wantedIds.filter((id) => !known.has(id));
  if (missing.length > 0) return { ids: [], missing };
  const ids: number[] = [];
  for (const ref of refs) {
    if ('id' in ref) {
      ids.push(ref.id);
      continue;
    }
    const found = await findTagNamed(db, ref.name);
    if (found) {
      ids.push(found.id);
      continue;
    }
    // ON CONFLICT: a request naming the same new tag at the same moment must not fail (nor abort a transaction).
    await db.insertInto('tags').values({ name: ref.name }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const created = await db.selectFrom('tags').select('id').where('name', '=', ref.name).executeTakeFirstOrThrow();
    ids.push(created.id);
  }
  return { ids: [...new Set(ids)], missing: [] };
}

export type TaggedKind = 'event' | 'resource';

/** Replaces the tags of an event or a resource. */
export async function setItemTags(db: Db, kind: TaggedKind, itemId: number, tagIds: number[]): Promise<void> {
  if (kind === 'event') {
    await db.deleteFrom('event_tags').where('event_id', '=', itemId).execute();
    if (tagIds.length > 0) await db.insertInto('event_tags').values(tagIds.map((tag_id) => ({ event_id: itemId, tag_id }))).execute();
  } else {
    await db.deleteFrom('resource_tags').where('resource_id', '=', itemId).execute();
    if (tagIds.length > 0) await db.insertInto('resource_tags').values(tagIds.map((tag_id) => ({ resource_id: itemId, tag_id }))).execute();
  }
}

/** The tags of several events or resources in one query, by item id, each list sorted by name. */
export async function tagsOfItems(db: Db, kind: TaggedKind, itemIds: number[]): Promise<Map<number, TagSummary[]>> {
  const byItem = new Map<number, TagSummary[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows =
    kind === 'event'
      ? await db
          .selectFrom('event_tags')
          .innerJoin('tags', 'tags.id', 'event_tags.tag_id')
          .select(['event_tags.event_id as item_id', 'tags.id', 'tags.name', 'tags.color'])
          .where('event_tags.event_id', 'in', itemIds)
          .orderBy('tags.name')
          .execute()
      : await db
          .selectFrom('resource_tags')
          .innerJoin('tags', 'tags.id', 'resource_tags.tag_id')
          .select(['resource_tags.resource_id as item_id', 'tags.id', 'tags.name', 'tags.color'])
          .where('resource_tags.resource_id', 'in', itemIds)
          .orderBy('tags.name')
          .execute();
  for (const { item_id, ...tag } of rows) byItem.get(item_id)?.push(tag);
  return byItem;
}

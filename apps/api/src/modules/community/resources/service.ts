import type { ResourceAnswer, ResourceCounts, ResourcePatchInput } from '@tandem/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { ResourcesTable, User } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { isoDate } from '../../../lib/time.ts';
import { setItemTags, tagsOfItems } from '../tags/repository.ts';
import { tagIdsFor } from '../tags/service.ts';
import { resourcePolicy } from './policy.ts';
import { presentResource } from './presenter.ts';
import { countUseOnce, deleteResource, findResource, insertResource, listResources, updateResource, type ResourceOrder, type ResourceRow } from './repository.ts';

type ResourceChanges = z.output<typeof ResourcePatchInput>;

export async function presentResources(db: Db, rows: ResourceRow[]): Promise<ResourceAnswer[]> {
  const tags = await tagsOfItems(db, 'resource', rows.map((row) => row.id));
  return rows.map((row) => presentResource(row, tags.get(row.id) ?? []));
}

export interface ResourceQuery {
  company?: number | undefined;
  mine?: boolean | undefined;
  search?: string | undefined;
  resource_type?: string | undefined;
  is_free?: boolean | undefined;
}

export async function pageOfResources(db: Db, user: User | null, query: ResourceQuery, window: PageWindow, order: ResourceOrder = 'newest') {
  const ownCompanyId = resourcePolicy.ownCompanyId(user);
  if (query.mine && ownCompanyId === null) return { count: 0, results: [] as ResourceAnswer[] };
  const { count, rows } = await listResources(
    db,
    { ownCompanyId: query.mine ? (ownCompanyId as number) : undefined, company: query.company, search: query.search, resourceType: query.resource_type, isFree: query.is_free },
    window,
    order,
  );
  return { count, results: await presentResources(db, rows) };
}

export async function existingResource(db: Db, id: number): Promise<ResourceRow> {
  const resource = await findResource(db, id);
  if (!resource) throw notFound();
  return resource;
}

export async function resourceAnswer(db: Db, id: number): Promise<ResourceAnswer> {
  const [answer] = await presentResources(db, [await existingResource(db, id)]);
  return answer as ResourceAnswer;
}

function columnsOf(changes: ResourceChanges): Updateable<ResourcesTable> {
  const values: Updateable<ResourcesTable> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.resource_type !== undefined) values.resource_type = changes.resource_type;
  if (changes.author !== undefined) values.author = changes.author;
  if (changes.published_date !== undefined) values.published_date = changes.published_date ?? isoDate(new Date());
  if (changes.url !== undefined) values.url = changes.url;
  if (changes.is_free !== undefined) values.is_free = changes.is_free ? 1 : 0;
  return values;
}

export async function createResource(db: Db, user: User, companyId: number, input: ResourceChanges & { title: string }): Promise<ResourceAnswer> {
  const id = await db.transaction().execute(async (trx) => {
    const tagIds = input.tags ? await tagIdsFor(trx, input.tags) : [];
    const { title: _title, published_date, ...rest } = columnsOf(input);
    const resourceId = await insertResource(trx, {
      ...rest,
      title: input.title,
      published_date: published_date ?? isoDate(new Date()),
      company_id: companyId,
      created_by: user.id,
    });
    await setItemTags(trx, 'resource', resourceId, tagIds);
    return resourceId;
  });
  return resourceAnswer(db, id);
}

/** PUT and PATCH: only the owning organisation; 404 for anybody else. */
export async function changeResource(db: Db, user: User, id: number, changes: ResourceChanges): Promise<ResourceAnswer> {
  const resource = await existingResource(db, id);
  if (!resourcePolicy.canChange(user, resource)) throw notFound();
  await db.transaction().execute(async (trx) => {
    const values = columnsOf(changes);
    if (Object.keys(values).length > 0) await updateResource(trx, id, values);
    if (changes.tags !== undefined) await setItemTags(trx, 'resource', id, await tagIdsFor(trx, changes.tags));
  });
  return resourceAnswer(db, id);
}

export async function removeResource(db: Db, user: User, id: number): Promise<void> {
  const resource = await existingResource(db, id);
  if (!resourcePolicy.canChange(user, resource)) throw notFound();
  await deleteResource(db, id);
}

/** Counts a signed-in user's first view or download of a resource; later ones answer the counts unchanged. */
export async function countResourceUse(db: Db, user: User, id: number, kind: 'download' | 'view'): Promise<ResourceCounts> {
  const counts = await countUseOnce(db, id, user.id, kind);
  if (!counts) throw notFound();
  return counts;
}

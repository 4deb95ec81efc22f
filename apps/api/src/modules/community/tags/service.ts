import { COMMUNITY_MESSAGES, type TagRef } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { tagPolicy } from './policy.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { presentTag } from './presenter.ts';
import { companiesUsingTag, deleteTag, findTag, findTagNamed, insertTag, listTags, resolveTagRefs, updateTag, type TagFilters, type TagRow } from './repository.ts';

/** A page of tags (public): searched by name, or the most used first. */
export async function tagsOf(db: Db, filters: TagFilters, window: PageWindow) {
  const { count, rows } = await listTags(db, filters, window);
  return { count, results: rows.map(presentTag) };
}

/** One tag (public); an unknown id is a 404. */
export async function tagOf(db: Db, id: number) {
  const tag = await findTag(db, id);
  if (!tag) throw notFound();
  return presentTag(tag);
}

const nameTaken = () => fieldError('name', COMMUNITY_MESSAGES.tagNameTaken);

/** Names are unique in any case ('Python' and 'python' are one tag). */
export async function createTag(db: Db, companyId: number, input: { name: string; color?: string | undefined }): Promise<TagRow> {
  if (await findTagNamed(db, input.name)) throw nameTaken();
  try {
    const { id } = await insertTag(db, { ...input, companyId });
    return (await findTag(db, id)) as TagRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The tag, when the user may change it; 404 otherwise (unknown, or carried by another organisation's items). */
async function changeableTag(db: Db, user: User, id: number): Promise<TagRow> {
  const tag = await findTag(db, id);
  if (!tag || !tagPolicy.canChange(user, tag, await companiesUsingTag(db, id))) throw notFound();
  return tag;
}

export async function changeTag(db: Db, user: User, id: number, changes: { name?: string | undefined; color?: string | undefined }): Promise<TagRow> {
  await changeableTag(db, user, id);
  const values: { name?: string; color?: string } = {};
  if (changes.name !== undefined) {
    if (await findTagNamed(db, changes.name, id)) throw nameTaken();
    values.name = changes.name;
  }
  if (changes.color !== undefined) values.color = changes.color;
  if (Object.keys(values).length > 0) {
    try {
      await updateTag(db, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }
  return (await findTag(db, id)) as TagRow;
}

export async function removeTag(db: Db, user: User, id: number): Promise<void> {
  await changeableTag(db, user, id);
  await deleteTag(db, id);
}

/** The tag ids an event or a resource names (new names are created); an unknown id is a 400 on `tags`. */
export async function tagIdsFor(db: Db, refs: TagRef[]): Promise<number[]> {
  const { ids, missing } = await resolveTagRefs(db, refs);
  if (missing.length > 0) throw fieldError('tags', `${COMMUNITY_MESSAGES.tagNotFound} (id ${missing.join(', ')})`);
  return ids;
}

import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX, type SavedSearchAlert, type SavedSearchAnswer, type SavedSearchQuery } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { SavedSearchRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { presentSavedSearch } from './presenter.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { countOwn, deleteOwn, findOwn, insertSavedSearch, listOwn, updateOwn } from './repository.ts';

/**
 * Saves a search, up to SAVED_SEARCHES_MAX per person (a 400 past it). The count and the insert share a
 * transaction; two saves racing at the limit may both pass, which costs one search too many, nothing worse.
 */
export async function saveSearch(db: Db, userId: number, values: { name: string; query: SavedSearchQuery; alert: SavedSearchAlert }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if ((await countOwn(trx, userId)) >= SAVED_SEARCHES_MAX) throw badRequest({ non_field_errors: [SAVED_SEARCH_MESSAGES.tooMany] });
    return insertSavedSearch(trx, userId, values);
  });
}

export async function loadOwn(db: Db, userId: number, id: number): Promise<SavedSearchRow> {
  const row = await findOwn(db, userId, id);
  if (!row) throw notFound();
  return row;
}

/** A page of a person's saved searches, newest first. */
export async function savedSearchesOf(db: Db, userId: number, window: PageWindow) {
  const { count, rows } = await listOwn(db, userId, window);
  return { count, results: rows.map(presentSavedSearch) };
}

/** Saves a new search and answers it as the API shows it. */
export async function createSavedSearch(db: Db, userId: number, values: { name: string; query: SavedSearchQuery; alert: SavedSearchAlert }): Promise<SavedSearchAnswer> {
  return presentSavedSearch(await loadOwn(db, userId, await saveSearch(db, userId, values)));
}

/** Renames one's own search or changes its alert; another's is a 404. */
export async function changeSavedSearch(db: Db, userId: number, id: number, change: { name?: string | undefined; alert?: SavedSearchAlert | undefined }): Promise<SavedSearchAnswer> {
  await loadOwn(db, userId, id);
  await updateOwn(db, userId, id, change);
  return presentSavedSearch(await loadOwn(db, userId, id));
}

/** Deletes one's own search (its alerts stop); another's is a 404. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteOwn(db, userId, id))) throw notFound();
}

/** Every saved search of a person as the API answers them, newest first (the account export reads them here). */
export async function ownSavedSearches(db: Db, userId: number, max: number): Promise<SavedSearchAnswer[]> {
  const { rows } = await listOwn(db, userId, { limit: max, offset: 0 });
  return rows.map(presentSavedSearch);
}

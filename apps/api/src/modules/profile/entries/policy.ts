import type { Db } from '../../../db/database.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { findOwnApplication } from '../shared/repository.ts';
import type { EntryRow, EntryStore } from './repository.ts';

/**
 * Who may change an entry: its candidate only. The entry with this id on the candidate's own profile, or a 404
 * (another's looks the same as none).
 */
export async function ownEntry<Row extends EntryRow, Fields>(
  db: Db,
  store: EntryStore<Row, Fields>,
  userId: number,
  id: number,
): Promise<Row> {
  const own = await findOwnApplication(db, userId);
  const row = own && (await store.findOnProfile(db, id, own.id));
  if (!row) throw notFound();
  return row;
}

/** A profile holds at most `max` entries of a kind (2 education, 3 experience). */
export function refuseOverLimit(count: number, max: number, message: string): void {
  if (count >= max) throw badRequest({ non_field_errors: [message] });
}

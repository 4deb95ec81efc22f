import { PROFILE_MESSAGES, profileDatesInOrder } from '@tandem/contract';
import type { Db, Dialect } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { readableApplicationIds, refuseProfileChange } from '../shared/policy.ts';
import { findOwnApplication, lockApplication, recordProfileChange } from '../shared/repository.ts';
import type { EntryFields, EntryKind } from './kind.ts';
import { ownEntry, refuseOverLimit } from './policy.ts';
import { settableFields, type EntryRow } from './repository.ts';

type Kind<Row extends EntryRow, Fields extends EntryFields> = EntryKind<Row, Fields, unknown>;
interface Database {
  db: Db;
  dialect: Dialect;
}

export const listEntries = <Row extends EntryRow, Fields extends EntryFields>(
  db: Db,
  kind: Kind<Row, Fields>,
  viewer: User,
  applicationIds: number[],
  window: PageWindow,
) => kind.store.list(db, readableApplicationIds(db, viewer), applicationIds, window);

export async function readEntry<Row extends EntryRow, Fields extends EntryFields>(
  db: Db,
  kind: Kind<Row, Fields>,
  viewer: User,
  id: number,
): Promise<Row> {
  const row = await kind.store.findReadable(db, id, readableApplicationIds(db, viewer));
  if (!row) throw notFound();
  return row;
}

/** Where a save writes: a new entry (`id` null) or one of the caller's; `replace` (PUT) blanks the fields not sent. */
interface Target {
  id: number | null;
  replace: boolean;
}

/**
 * Adding and changing an entry take one path: the caller's own profile (another's entry is a 404), the entry
 * kept on it, its dates in order, the fields sent written, then the profile noted as changed for matching. An
 * add counts and inserts in one transaction with the profile held, so the maximum holds under concurrent adds;
 * a change that sends nothing writes nothing.
 */
export async function saveEntry<Row extends EntryRow, Fields extends EntryFields>(
  { db, dialect }: Database,
  kind: Kind<Row, Fields>,
  userId: number,
  { id, replace }: Target,
  fields: Fields,
): Promise<Row> {
  const own = await findOwnApplication(db, userId);
  const entry = own && id !== null ? await kind.store.findOnProfile(db, id, own.id) : undefined;
  if (!own || (id !== null && !entry)) throw notFound();
  if (entry) refuseProfileChange(fields.application, entry);
  else if (fields.application !== undefined && fields.application !== own.id) throw notFound();
  const given = replace ? { ...kind.blank, ...fields } : fields;
  const start = given.start_date === undefined ? entry?.start_date : given.start_date;
  const end = given.end_date === undefined ? entry?.end_date : given.end_date;
  if (!profileDatesInOrder(start, end)) throw fieldError('end_date', PROFILE_MESSAGES.endBeforeStart);
  const columns = settableFields(given);
  if (entry && Object.keys(columns).length === 0) return entry;
  const row = entry
    ? await kind.store.update(db, entry.id, columns)
    : await db.transaction().execute(async (trx) => {
        await lockApplication(trx, dialect, own.id);
        refuseOverLimit(await kind.store.count(trx, own.id), kind.max, kind.maxMessage);
        return kind.store.insert(trx, own.id, columns);
      });
  await recordProfileChange(db, userId);
  return row;
}

export async function removeEntry<Row extends EntryRow, Fields extends EntryFields>(
  db: Db,
  kind: Kind<Row, Fields>,
  userId: number,
  id: number,
): Promise<void> {
  const row = await ownEntry(db, kind.store, userId, id);
  await kind.store.remove(db, row.id);
  await recordProfileChange(db, userId);
}

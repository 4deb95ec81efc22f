import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database as Tables } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import type { ReadableApplicationIds } from '../shared/policy.ts';

export type EntryTable = 'education' | 'experience';

/** What the generic code needs of a stored entry; each kind's row has these and its own fields. */
export interface EntryRow {
  id: number;
  application_id: number;
  start_date: string | null;
  end_date: string | null;
}

/** An entry kind's storage: the shared reads below, and the writes its own columns need. */
export interface EntryStore<Row extends EntryRow, Fields> {
  list(
    db: Db,
    readable: ReadableApplicationIds,
    applicationIds: number[],
    window: PageWindow,
  ): Promise<{ total: number; rows: Row[] }>;
  findReadable(db: Db, id: number, readable: ReadableApplicationIds): Promise<Row | undefined>;
  findOnProfile(db: Db, id: number, applicationId: number): Promise<Row | undefined>;
  count(trx: Transaction<Tables>, applicationId: number): Promise<number>;
  insert(trx: Transaction<Tables>, applicationId: number, columns: Omit<Fields, 'application'>): Promise<Row>;
  update(db: Db, id: number, columns: Omit<Fields, 'application'>): Promise<Row>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * The reads and the delete, which are the same SQL on either table. Kysely types a row of the two-table union as
 * having every column of both, so each kind's store can hand it on as its own row type without a cast.
 */
export function entryReads(table: EntryTable) {
  return {
    async list(db: Db, readable: ReadableApplicationIds, applicationIds: number[], window: PageWindow) {
      let entries = db.selectFrom(table).where('application_id', 'in', readable);
      for (const id of applicationIds) entries = entries.where('application_id', '=', id);
      const [total, rows] = await Promise.all([
        entries.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        entries.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
      ]);
      return { total: Number(total.count), rows };
    },
    findReadable: (db: Db, id: number, readable: ReadableApplicationIds) =>
      db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .where('application_id', 'in', readable)
        .executeTakeFirst(),
    findOnProfile: (db: Db, id: number, applicationId: number) =>
      db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', id)
        .where('application_id', '=', applicationId)
        .executeTakeFirst(),
    async count(trx: Transaction<Tables>, applicationId: number) {
      const { count } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async remove(db: Db, id: number) {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}

/** Validated fields as columns: `application` is handled apart, unsent fields are left out. */
export function settableFields<F extends { application?: number | undefined }>({
  application: _application,
  ...fields
}: F): Omit<F, 'application'> {
  const sent = Object.entries(fields).filter(([, value]) => value !== undefined);
  return Object.fromEntries(sent) as Omit<F, 'application'>;
}

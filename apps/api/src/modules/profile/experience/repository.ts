import type { ExperienceInput } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ExperienceTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';
import { entryReads, type EntryStore } from '../entries/repository.ts';

export type ExperienceFields = z.output<typeof ExperienceInput>;

/** The flag is stored as 0 or 1 on both databases. */
const asColumns = ({ is_remote, ...rest }: Omit<ExperienceFields, 'application'>) => ({
  ...rest,
  ...(is_remote === undefined ? {} : { is_remote: Number(is_remote) }),
});

export const experienceStore: EntryStore<Selectable<ExperienceTable>, ExperienceFields> = {
  ...entryReads('experience'),
  insert: (trx, applicationId, columns) =>
    trx
      .insertInto('experience')
      .values({ ...asColumns(columns), application_id: applicationId, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (db, id, columns) =>
    db
      .updateTable('experience')
      .set(asColumns(columns))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
};

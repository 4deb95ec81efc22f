import type { EducationInput } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { EducationTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';
import { entryReads, type EntryStore } from '../entries/repository.ts';
import type { z } from 'zod';

export type EducationFields = z.output<typeof EducationInput>;

export const educationStore: EntryStore<Selectable<EducationTable>, EducationFields> = {
  ...entryReads('education'),
  insert: (trx, applicationId, columns) =>
    trx
      .insertInto('education')
      .values({ ...columns, application_id: applicationId, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (db, id, columns) =>
    db.updateTable('education').set(columns).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
};

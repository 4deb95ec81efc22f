import { JOB_TYPES, NO_PREFERENCES, SENIORITIES, WORK_MODES, type PreferencesAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { CandidatePreferencesTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/time.ts';

type Row = Pick<Selectable<CandidatePreferencesTable>, 'job_types' | 'work_mode' | 'min_salary' | 'seniority'>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((item) => item === value) ?? null;

/** A stored row as the API answers it; values the contract no longer knows read as no preference. */
export function presentPreferences(row: Row | undefined): PreferencesAnswer {
  if (!row) return NO_PREFERENCES;
  return {
    job_types: row.job_types.split(',').flatMap((type) => oneOf(JOB_TYPES, type) ?? []),
    work_mode: oneOf(WORK_MODES, row.work_mode) ?? 'any',
    min_salary: row.min_salary,
    seniority: oneOf(SENIORITIES, row.seniority),
  };
}

export async function readPreferences(db: Db, userId: number): Promise<PreferencesAnswer> {
  const row = await db
    .selectFrom('candidate_preferences')
    .select(['job_types', 'work_mode', 'min_salary', 'seniority'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return presentPreferences(row);
}

/** One statement on both databases: insert, or replace the row a candidate saved before. */
export async function writePreferences(db: Db, userId: number, input: PreferencesAnswer): Promise<PreferencesAnswer> {
  const values = {
    job_types: [...new Set(input.job_types)].join(','),
    work_mode: input.work_mode,
    min_salary: input.min_salary,
    seniority: input.seniority,
    updated_at: nowIso(),
  };
  await db
    .insertInto('candidate_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return presentPreferences(values);
}

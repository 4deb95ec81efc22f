import type { PreferencesAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { recordProfileChange } from '../shared/repository.ts';
import { readPreferences, writePreferences } from './repository.ts';

export { readPreferences };

/** Replaces a candidate's preferences. The match score honours them (docs/product.md section C14): a profile change. */
export async function savePreferences(db: Db, userId: number, input: PreferencesAnswer): Promise<PreferencesAnswer> {
  const saved = await writePreferences(db, userId, input);
  await recordProfileChange(db, userId);
  return saved;
}

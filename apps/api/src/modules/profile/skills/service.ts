import { PROFILE_MESSAGES } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { skillKey } from '../../../db/catalogue-sync.ts';
import { fieldError } from '../../../lib/http-errors.ts';

export interface CatalogueMatch {
  id: number;
  name: string;
}

/** The catalogue skill a name means: its name or one of its aliases, case-insensitively; else a 400 on `name`. */
export async function resolveCatalogueSkill(db: Db, name: string): Promise<CatalogueMatch> {
  const key = skillKey(name);
  const byName = await db
    .selectFrom('catalogue_skills')
    .select(['id', 'name'])
    .where('name_key', '=', key)
    .executeTakeFirst();
  const match =
    byName ??
    (await db
      .selectFrom('skill_aliases')
      .innerJoin('catalogue_skills', 'catalogue_skills.id', 'skill_aliases.skill_id')
      .select(['catalogue_skills.id', 'catalogue_skills.name'])
      .where('skill_aliases.alias_key', '=', key)
      .executeTakeFirst());
  if (!match) throw fieldError('name', PROFILE_MESSAGES.skillNotInCatalogue);
  return match;
}

export const skillAlreadyAdded = () => fieldError('name', PROFILE_MESSAGES.skillAlreadyAdded);

/** Refuses a skill the profile has already (under any of its names), except on the entry being changed. */
export async function refuseDuplicateSkill(
  db: Db,
  applicationId: number,
  skillId: number,
  exceptEntryId?: number,
): Promise<void> {
  let query = db
    .selectFrom('profile_skills')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('skill_id', '=', skillId);
  if (exceptEntryId !== undefined) query = query.where('id', '<>', exceptEntryId);
  if (await query.executeTakeFirst()) throw skillAlreadyAdded();
}

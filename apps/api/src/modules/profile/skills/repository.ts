import type { Db } from '../../../db/database.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import type { ReadableApplicationIds } from '../shared/policy.ts';

export interface SkillValues {
  skill_id: number;
  name: string;
  score: number;
}

export async function listSkills(
  db: Db,
  readable: ReadableApplicationIds,
  applicationIds: number[],
  window: PageWindow,
) {
  let skills = db.selectFrom('profile_skills').where('application_id', 'in', readable);
  for (const id of applicationIds) skills = skills.where('application_id', '=', id);
  const [total, rows] = await Promise.all([
    skills.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    skills.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { total: Number(total.count), rows };
}

export const findReadableSkill = (db: Db, id: number, readable: ReadableApplicationIds) =>
  db
    .selectFrom('profile_skills')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', 'in', readable)
    .executeTakeFirst();

/** The skill entry with this id on this user's own profile. */
export const findOwnSkill = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('profile_skills')
    .innerJoin('applications', 'applications.id', 'profile_skills.application_id')
    .selectAll('profile_skills')
    .where('profile_skills.id', '=', id)
    .where('applications.user_id', '=', userId)
    .executeTakeFirst();

export const insertSkill = (db: Db, applicationId: number, values: SkillValues) =>
  db
    .insertInto('profile_skills')
    .values({ application_id: applicationId, ...values, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateSkill = (db: Db, id: number, values: Partial<SkillValues>) =>
  db.updateTable('profile_skills').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export async function deleteSkill(db: Db, id: number): Promise<void> {
  await db.deleteFrom('profile_skills').where('id', '=', id).execute();
}

/** A catalogue skill by its name's key (skillKey), else undefined. */
export const findCatalogueSkillByName = (db: Db, key: string) =>
  db.selectFrom('catalogue_skills').select(['id', 'name']).where('name_key', '=', key).executeTakeFirst();

/** The catalogue skill one of whose aliases has this key (skillKey), else undefined. */
export const findCatalogueSkillByAlias = (db: Db, key: string) =>
  db
    .selectFrom('skill_aliases')
    .innerJoin('catalogue_skills', 'catalogue_skills.id', 'skill_aliases.skill_id')
    .select(['catalogue_skills.id', 'catalogue_skills.name'])
    .where('skill_aliases.alias_key', '=', key)
    .executeTakeFirst();

/** An entry of this catalogue skill on the profile, other than `exceptEntryId` when given. */
export function findSkillOnProfile(db: Db, applicationId: number, skillId: number, exceptEntryId?: number) {
  let query = db
    .selectFrom('profile_skills')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('skill_id', '=', skillId);
  if (exceptEntryId !== undefined) query = query.where('id', '<>', exceptEntryId);
  return query.executeTakeFirst();
}

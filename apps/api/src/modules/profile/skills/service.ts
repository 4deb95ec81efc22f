import { PROFILE_MESSAGES, type SkillInput, type SkillPatch } from '@tandem/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { skillKey } from '../../../db/catalogue-sync.ts';
import type { User } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { readableApplicationIds, refuseProfileChange } from '../shared/policy.ts';
import { findOwnApplication, recordProfileChange } from '../shared/repository.ts';
import { ownSkill } from './policy.ts';
import {
  deleteSkill,
  findCatalogueSkillByAlias,
  findCatalogueSkillByName,
  findReadableSkill,
  findSkillOnProfile,
  insertSkill,
  listSkills,
  updateSkill,
} from './repository.ts';

interface CatalogueMatch {
  id: number;
  name: string;
}

/** The catalogue skill a name means: its name or one of its aliases, case-insensitively; else a 400 on `name`. */
async function resolveCatalogueSkill(db: Db, name: string): Promise<CatalogueMatch> {
  const key = skillKey(name);
  const match = (await findCatalogueSkillByName(db, key)) ?? (await findCatalogueSkillByAlias(db, key));
  if (!match) throw fieldError('name', PROFILE_MESSAGES.skillNotInCatalogue);
  return match;
}

const skillAlreadyAdded = () => fieldError('name', PROFILE_MESSAGES.skillAlreadyAdded);

/** Refuses a skill the profile has already (under any of its names), except on the entry being changed. */
async function refuseDuplicateSkill(
  db: Db,
  applicationId: number,
  skillId: number,
  exceptEntryId?: number,
): Promise<void> {
  if (await findSkillOnProfile(db, applicationId, skillId, exceptEntryId)) throw skillAlreadyAdded();
}

/** A unique index is the last word on "once per profile": two requests at once get the same 400 as one. */
async function onceOnly<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw skillAlreadyAdded();
    throw error;
  }
}

/** The skills on profiles the viewer may read (shared/policy.ts), of the profiles asked for. */
export const listReadableSkills = (db: Db, viewer: User, applicationIds: number[], window: PageWindow) =>
  listSkills(db, readableApplicationIds(db, viewer), applicationIds, window);

/** One skill entry the viewer may read, else a 404. */
export async function readSkill(db: Db, viewer: User, id: number) {
  const row = await findReadableSkill(db, id, readableApplicationIds(db, viewer));
  if (!row) throw notFound();
  return row;
}

/**
 * Adds a catalogue skill to the candidate's own profile (`application`, when given, must be it: else a 404),
 * once, then notes the profile as changed for matching.
 */
export async function addSkill(db: Db, userId: number, input: z.output<typeof SkillInput>) {
  const own = await findOwnApplication(db, userId);
  if (!own || (input.application !== undefined && input.application !== own.id)) throw notFound();
  const skill = await resolveCatalogueSkill(db, input.name);
  await refuseDuplicateSkill(db, own.id, skill.id);
  const row = await onceOnly(() =>
    insertSkill(db, own.id, { skill_id: skill.id, name: skill.name, score: input.score }),
  );
  await recordProfileChange(db, userId);
  return row;
}

/**
 * Changes a skill entry of the candidate's own: its skill (still once per profile) and its score. PATCH and PUT
 * take this one path; a change that sends nothing writes nothing and notes no profile change.
 */
export async function changeSkill(db: Db, userId: number, id: number, patch: z.output<typeof SkillPatch>) {
  const row = await ownSkill(db, userId, id);
  const { name, score, application } = patch;
  refuseProfileChange(application, row);
  const skill = name === undefined ? undefined : await resolveCatalogueSkill(db, name);
  if (skill) await refuseDuplicateSkill(db, row.application_id, skill.id, row.id);
  const values = {
    ...(skill ? { skill_id: skill.id, name: skill.name } : {}),
    ...(score === undefined ? {} : { score }),
  };
  if (Object.keys(values).length === 0) return row;
  const updated = await onceOnly(() => updateSkill(db, row.id, values));
  await recordProfileChange(db, userId);
  return updated;
}

/** Removes a skill entry of the candidate's own, then notes the profile as changed for matching. */
export async function removeSkill(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownSkill(db, userId, id);
  await deleteSkill(db, row.id);
  await recordProfileChange(db, userId);
}

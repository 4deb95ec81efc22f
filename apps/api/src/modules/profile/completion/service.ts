import {
  PROFILE_CHECKLIST,
  PROFILE_LIMITS,
  type ProfileChecklistKey,
  type ProfileCompletionAnswer,
} from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { findOwnApplication } from '../shared/repository.ts';
import { countChecklistItems } from './repository.ts';

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** What the candidate has done of the checklist: each item is done once the profile holds what it asks for. */
async function checklistState(db: Db, user: User): Promise<Record<ProfileChecklistKey, boolean>> {
  const application = await findOwnApplication(db, user.id);
  // A candidate without a profile record (id 0 matches no row) has none of the entries.
  const counts = await countChecklistItems(db, application?.id ?? 0, user.id);
  return {
    photo: filled(user.profile_picture),
    phone: filled(user.phone_number),
    address: filled(user.address.replace(/[,\s]/g, '')),
    education: counts.education > 0,
    skills: counts.skills >= PROFILE_LIMITS.completionMinSkills,
    experience: counts.experience > 0,
    resume: counts.resumes > 0,
    link: [application?.linkedin, application?.github, application?.portfolio].some(filled),
  };
}

/** How complete the profile is: the share of checklist items done, 0 to 100, with the checklist behind it. */
export async function profileCompletion(db: Db, user: User): Promise<ProfileCompletionAnswer> {
  const state = await checklistState(db, user);
  const checklist = PROFILE_CHECKLIST.map((item) => ({ ...item, done: state[item.key] }));
  const done = checklist.filter((item) => item.done).length;
  return { completion: Math.round((done / checklist.length) * 100), checklist };
}

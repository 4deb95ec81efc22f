import type { JsonResumeExport } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { findOwnApplication } from '../shared/repository.ts';
import { toJsonResume } from './json-resume.ts';
import { entriesForExport } from './repository.ts';

/** The candidate's own profile as a JSON Resume (docs/product.md section C17); an empty one before they have one. */
export async function exportJsonResume(db: Db, user: User): Promise<JsonResumeExport> {
  const application = await findOwnApplication(db, user.id);
  return toJsonResume({ user, application, ...(await entriesForExport(db, application?.id ?? -1)) });
}

import type { Db } from '../../../db/database.ts';

/** The entries and skills of one profile, in the order they were added: what its JSON Resume lists. */
export async function entriesForExport(db: Db, applicationId: number) {
  const [education, experience, skills] = await Promise.all([
    db.selectFrom('education').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),
    db.selectFrom('experience').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),
    db.selectFrom('profile_skills').select(['name', 'score']).where('application_id', '=', applicationId).orderBy('id').execute(),
  ]);
  return { education, experience, skills };
}

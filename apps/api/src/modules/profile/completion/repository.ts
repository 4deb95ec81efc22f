import type { Db } from '../../../db/database.ts';

/** How many of each thing the checklist looks at a candidate has (education, experience, skills, résumé). */
export interface ChecklistCounts {
  education: number;
  experience: number;
  skills: number;
  resumes: number;
}

/**
 * The counts behind the checklist, in one round of parallel queries. An entry the page added with blank
 * placeholders does not count as education or experience until it names something.
 */
export async function countChecklistItems(
  db: Db,
  applicationId: number,
  userId: number,
): Promise<ChecklistCounts> {
  const count = async (query: Promise<{ count: number } | undefined>) => Number((await query)?.count ?? 0);
  const [education, experience, skills, resumes] = await Promise.all([
    count(
      db
        .selectFrom('education')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .where((eb) =>
          eb.or([eb('institution', '<>', ''), eb('degree', '<>', ''), eb('field_of_study', '<>', '')]),
        )
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('experience')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .where((eb) => eb.or([eb('company', '<>', ''), eb('duration', '<>', '')]))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('profile_skills')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('resumes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
  ]);
  return { education, experience, skills, resumes };
}

import {
  PROFILE_CHECKLIST,
  PROFILE_LIMITS,
  ProfileCompletionAnswer,
  type ProfileChecklistKey,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { requireRole } from '../../../lib/guards.ts';
import { Detail } from '../../../lib/schemas.ts';
import { findOwnApplication } from '../shared/repository.ts';

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * What the candidate has done of the checklist. An entry the page added with blank placeholders does not
 * count as education or experience until it names something.
 */
async function checklistState(db: Db, user: User): Promise<Record<ProfileChecklistKey, boolean>> {
  const application = await findOwnApplication(db, user.id);
  const applicationId = application?.id ?? 0;
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
        .where('user_id', '=', user.id)
        .executeTakeFirst(),
    ),
  ]);
  return {
    photo: filled(user.profile_picture),
    phone: filled(user.phone_number),
    address: filled(user.address.replace(/[,\s]/g, '')),
    education: education > 0,
    skills: skills >= PROFILE_LIMITS.completionMinSkills,
    experience: experience > 0,
    resume: resumes > 0,
    link: [application?.linkedin, application?.github, application?.portfolio].some(filled),
  };
}

/** `/api/users/dashboard/profile-completion/`: the candidate home's Profile Completion card. */
export const completionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/dashboard/profile-completion/',
    {
      schema: {
        tags: ['profile'],
        summary:
          'How complete your profile is (0 to 100) and the checklist behind it, each item with the page that fixes it.',
        response: { 200: ProfileCompletionAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const state = await checklistState(app.db, requireRole(request, ['candidate']));
      const checklist = PROFILE_CHECKLIST.map((item) => ({ ...item, done: state[item.key] }));
      const done = checklist.filter((item) => item.done).length;
      return { completion: Math.round((done / checklist.length) * 100), checklist };
    },
  );
};

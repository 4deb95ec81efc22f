import { ApplicationEventAnswer, ApplicationNoteAnswer, ApplicationNoteInput, SkillRatingInput, SkillRatingsAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../lib/guards.ts';
import { Detail, FieldErrors, IdParams } from '../../../lib/schemas.ts';
import { requireStatusChanger } from '../applications/policy.ts';
import { loadApplication } from '../applications/service.ts';
import { addNote, historyOf, rateSkill, skillRatingsOf, teamNotesOf } from './service.ts';

const tags = ['job-applications'];
const errors = { 400: FieldErrors, 401: Detail, 403: Detail, 404: Detail };

/**
 * Notes and per-skill ratings on an application, for the members of the job's company only (the same rule as
 * moving it: 404 for who cannot see the application, 403 for the candidate, who can see it but never these).
 */
export const applicationNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadForMember = async (request: Parameters<typeof requireUser>[0], id: number) => {
    requireUser(request);
    const application = await loadApplication(app.db, id);
    return { application, member: requireStatusChanger(request, application) };
  };

  app.get(
    '/job-applications/:id/notes/',
    { schema: { tags, summary: "The team's notes on an application to your company's job, oldest first (members only; never the candidate's).", params: IdParams, response: { 200: z.array(ApplicationNoteAnswer), ...errors } } },
    async (request) => {
      const { application } = await loadForMember(request, request.params.id);
      return teamNotesOf(app.db, application.id);
    },
  );

  app.get(
    '/job-applications/:id/events/',
    { schema: { tags, summary: "The application's history, oldest first: each move with who made it and when (members of the job's company only).", params: IdParams, response: { 200: z.array(ApplicationEventAnswer), ...errors } } },
    async (request) => {
      const { application } = await loadForMember(request, request.params.id);
      return historyOf(app.db, application.id);
    },
  );

  app.post(
    '/job-applications/:id/notes/',
    { schema: { tags, summary: 'Leaves a note on an application to your company\'s job (members only).', params: IdParams, body: ApplicationNoteInput, response: { 201: ApplicationNoteAnswer, ...errors } } },
    async (request, reply) => {
      const { application, member } = await loadForMember(request, request.params.id);
      return reply.code(201).send(await addNote(app.db, application.id, member.id, request.body.body));
    },
  );

  app.get(
    '/job-applications/:id/ratings/',
    { schema: { tags, summary: "Ratings (1 to 5) of the applicant on each of the job's required skills: yours and the team's average (members only).", params: IdParams, response: { 200: SkillRatingsAnswer, ...errors } } },
    async (request) => {
      const { application, member } = await loadForMember(request, request.params.id);
      return skillRatingsOf(app.db, application, member.id);
    },
  );

  app.put(
    '/job-applications/:id/ratings/',
    { schema: { tags, summary: 'Rates the applicant (1 to 5) on one of the job\'s required skills; a second rating replaces yours (members only).', params: IdParams, body: SkillRatingInput, response: { 200: SkillRatingsAnswer, ...errors } } },
    async (request) => {
      const { application, member } = await loadForMember(request, request.params.id);
      return rateSkill(app.db, application, member.id, request.body.skill, request.body.rating);
    },
  );
};

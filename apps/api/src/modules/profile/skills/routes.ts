import { SkillAnswer, SkillInput, SkillPatch } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses } from '../../../lib/schemas.ts';
import { ApplicationFilterQuery, applicationFilters, IdParams } from '../shared/query.ts';
import { presentSkill } from './presenter.ts';
import { addSkill, changeSkill, listReadableSkills, readSkill, removeSkill } from './service.ts';

const tags = ['profile'];

/** `/api/skill/`: skills on a profile, named from the catalogue, each once, with a proficiency of 0 to 10. */
export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/skill/',
    {
      schema: {
        tags,
        summary: 'Lists skills on profiles you may read, by application or application_id.',
        querystring: ApplicationFilterQuery,
        response: { 200: pageOf(SkillAnswer), ...errorResponses },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const filters = applicationFilters(request.query);
      const { total, rows } = await listReadableSkills(app.db, requireUser(request), filters, window);
      return toPage(request, window, total, rows.map(presentSkill));
    },
  );

  app.get(
    '/api/skill/:id/',
    {
      schema: {
        tags,
        summary: 'One skill on a profile you may read.',
        params: IdParams,
        response: { 200: SkillAnswer, ...errorResponses },
      },
    },
    async (request) => presentSkill(await readSkill(app.db, requireUser(request), request.params.id)),
  );

  app.post(
    '/api/skill/',
    {
      schema: {
        tags,
        summary:
          'Adds a catalogue skill (by name or alias, any case) to your profile, once, with a score of 0 to 10 (default 5).',
        body: SkillInput,
        response: { 201: SkillAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      const row = await addSkill(app.db, user.id, request.body);
      return reply.code(201).send(presentSkill(row));
    },
  );

  const change = async (
    request: FastifyRequest<{ Params: { id: number }; Body: z.output<typeof SkillPatch> }>,
  ) => {
    const user = requireRole(request, ['candidate']);
    return presentSkill(await changeSkill(app.db, user.id, request.params.id, request.body));
  };

  const changeSchema = (summary: string, body: typeof SkillPatch | typeof SkillInput) => ({
    schema: { tags, summary, params: IdParams, body, response: { 200: SkillAnswer, ...errorResponses } },
  });
  app.patch(
    '/api/skill/:id/',
    changeSchema('Changes the score (or the skill) of a skill on your profile.', SkillPatch),
    change,
  );
  app.put(
    '/api/skill/:id/',
    changeSchema('Replaces a skill on your profile: name, and score (default 5).', SkillInput),
    change,
  );

  app.delete(
    '/api/skill/:id/',
    {
      schema: {
        tags,
        summary: 'Removes a skill from your profile.',
        params: IdParams,
        response: { 204: z.null(), 401: Detail, 403: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, ['candidate']);
      await removeSkill(app.db, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

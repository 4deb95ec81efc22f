import { PROFILE_MESSAGES, SkillAnswer, SkillInput, SkillPatch } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { requireRole, requireUser } from '../../../lib/guards.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { Detail, errorResponses } from '../../../lib/schemas.ts';
import { readableApplicationIds } from '../shared/policy.ts';
import { presentSkill } from './presenter.ts';
import { deleteSkill, findOwnSkill, findReadableSkill, insertSkill, listSkills, updateSkill } from './repository.ts';
import { ApplicationFilterQuery, applicationFilters, IdParams } from '../shared/query.ts';
import { findOwnApplication, recordProfileChange } from '../shared/repository.ts';
import { refuseDuplicateSkill, resolveCatalogueSkill, skillAlreadyAdded } from './service.ts';

const tags = ['profile'];

/** A unique index is the last word on "once per profile": two requests at once get the same 400 as one. */
async function onceOnly<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw skillAlreadyAdded();
    throw error;
  }
}

/** `/api/skill/`: skills on a profile, named from the catalogue, each once, with a proficiency of 0 to 10. */
export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const readable = (request: FastifyRequest) => readableApplicationIds(app.db, requireUser(request));

  /** The skill entry with this id on the candidate's own profile, or a 404 (another's looks the same as none). */
  async function ownSkill(userId: number, id: number) {
    const row = await findOwnSkill(app.db, userId, id);
    if (!row) throw notFound();
    return row;
  }

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
      const { total, rows } = await listSkills(app.db, readable(request), filters, window);
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
    async (request) => {
      const row = await findReadableSkill(app.db, request.params.id, readable(request));
      if (!row) throw notFound();
      return presentSkill(row);
    },
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
      const own = await findOwnApplication(app.db, user.id);
      if (!own || (request.body.application !== undefined && request.body.application !== own.id))
        throw notFound();
      const skill = await resolveCatalogueSkill(app.db, request.body.name);
      await refuseDuplicateSkill(app.db, own.id, skill.id);
      const row = await onceOnly(() =>
        insertSkill(app.db, own.id, { skill_id: skill.id, name: skill.name, score: request.body.score }),
      );
      await recordProfileChange(app.db, user.id);
      return reply.code(201).send(presentSkill(row));
    },
  );

  const change = async (
    request: FastifyRequest<{ Params: { id: number }; Body: z.output<typeof SkillPatch> }>,
  ) => {
    const user = requireRole(request, ['candidate']);
    const row = await ownSkill(user.id, request.params.id);
    const { name, score, application } = request.body;
    if (application !== undefined && application !== row.application_id)
      throw fieldError('application', PROFILE_MESSAGES.cannotChange);
    const skill = name === undefined ? undefined : await resolveCatalogueSkill(app.db, name);
    if (skill) await refuseDuplicateSkill(app.db, row.application_id, skill.id, row.id);
    const values = {
      ...(skill ? { skill_id: skill.id, name: skill.name } : {}),
      ...(score === undefined ? {} : { score }),
    };
    if (Object.keys(values).length === 0) return presentSkill(row);
    const updated = await onceOnly(() => updateSkill(app.db, row.id, values));
    await recordProfileChange(app.db, user.id);
    return presentSkill(updated);
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
      const row = await ownSkill(user.id, request.params.id);
      await deleteSkill(app.db, row.id);
      await recordProfileChange(app.db, user.id);
      return reply.code(204).send(null);
    },
  );
};

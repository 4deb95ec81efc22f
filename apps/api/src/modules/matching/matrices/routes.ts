import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../../lib/pagination.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { IdParams } from '../../community/index.ts';
import { matrixPolicy } from './policy.ts';
import { presentJobMatrix, presentUserMatrix } from './presenter.ts';
import {
  ImportanceInput,
  JobMatrixAnswer,
  JobMatrixInput,
  JobMatrixPatchInput,
  JobMatrixQuery,
  LevelInput,
  UserMatrixAnswer,
  UserMatrixInput,
  UserMatrixPatchInput,
} from './schemas.ts';
import {
  changeJobMatrix,
  changeUserMatrix,
  createJobMatrix,
  createUserMatrix,
  jobMatricesOf,
  ownJobMatrix,
  ownUserMatrix,
  removeJobMatrix,
  removeUserMatrix,
  userMatricesOf,
} from './service.ts';

const jobTags = ['job-skill-matrices'];
const userTags = ['user-skill-matrices'];
const deleted = { 204: z.null(), ...errorResponses };

export const matrixRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- /api/job-skill-matrices/: the organisation owning the job only ---
  const jobOne = { tags: jobTags, params: IdParams, response: { 200: JobMatrixAnswer, ...errorResponses } };

  app.get(
    '/job-skill-matrices/',
    {
      schema: {
        tags: jobTags,
        summary: "The skill weights of your organisation's jobs (organisation users); filter job (id).",
        querystring: PageQuerySchema.extend(JobMatrixQuery.shape),
        response: { 200: pageOf(JobMatrixAnswer), ...errorResponses },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await jobMatricesOf(app.db, matrixPolicy.requireJobOwner(request).owner, { job: request.query.job }, window);
      return toPage(request, window, count, results);
    },
  );

  app.get('/job-skill-matrices/:id/', { schema: { ...jobOne, summary: "One skill weight of one of your organisation's jobs." } }, async (request) =>
    presentJobMatrix(await ownJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.params.id)),
  );

  app.post(
    '/job-skill-matrices/',
    {
      schema: {
        tags: jobTags,
        summary: 'Weights a catalogue skill for one of your jobs (importance 0 to 10, default 5); a job has each skill once.',
        body: JobMatrixInput,
        response: { 201: JobMatrixAnswer, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.body)),
  );

  app.put('/job-skill-matrices/:id/', { schema: { ...jobOne, summary: 'Replaces a skill weight (job and skill required).', body: JobMatrixInput } }, async (request) =>
    changeJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.params.id, request.body),
  );
  app.patch('/job-skill-matrices/:id/', { schema: { ...jobOne, summary: 'Changes a skill weight.', body: JobMatrixPatchInput } }, async (request) =>
    changeJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.params.id, request.body),
  );
  app.post('/job-skill-matrices/:id/update_skill/', { schema: { ...jobOne, summary: 'Sets the importance (0 to 10) of a skill for a job.', body: ImportanceInput } }, async (request) =>
    changeJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.params.id, request.body),
  );

  app.delete('/job-skill-matrices/:id/', { schema: { tags: jobTags, summary: 'Removes a skill weight.', params: IdParams, response: deleted } }, async (request, reply) => {
    await removeJobMatrix(app.db, matrixPolicy.requireJobOwner(request).owner, request.params.id);
    return reply.code(204).send(null);
  });

  // --- /api/user-skill-matrices/: a candidate's own only ---
  const userOne = { tags: userTags, params: IdParams, response: { 200: UserMatrixAnswer, ...errorResponses } };

  app.get(
    '/user-skill-matrices/',
    { schema: { tags: userTags, summary: 'Your own skill levels (candidates).', querystring: PageQuerySchema, response: { 200: pageOf(UserMatrixAnswer), ...errorResponses } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await userMatricesOf(app.db, matrixPolicy.requireCandidate(request), window);
      return toPage(request, window, count, results);
    },
  );

  app.get('/user-skill-matrices/:id/', { schema: { ...userOne, summary: 'One of your skill levels.' } }, async (request) =>
    presentUserMatrix(await ownUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.params.id)),
  );

  app.post(
    '/user-skill-matrices/',
    {
      schema: {
        tags: userTags,
        summary: 'Records your level (0 to 10, default 5) in a catalogue skill; each skill once.',
        body: UserMatrixInput,
        response: { 201: UserMatrixAnswer, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await createUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.body)),
  );

  app.put('/user-skill-matrices/:id/', { schema: { ...userOne, summary: 'Replaces one of your skill levels (skill required).', body: UserMatrixInput } }, async (request) =>
    changeUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.params.id, request.body),
  );
  app.patch('/user-skill-matrices/:id/', { schema: { ...userOne, summary: 'Changes one of your skill levels.', body: UserMatrixPatchInput } }, async (request) =>
    changeUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.params.id, request.body),
  );
  app.post('/user-skill-matrices/:id/update_skill/', { schema: { ...userOne, summary: 'Sets your level (0 to 10) in a skill.', body: LevelInput } }, async (request) =>
    changeUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.params.id, request.body),
  );

  app.delete('/user-skill-matrices/:id/', { schema: { tags: userTags, summary: 'Removes one of your skill levels.', params: IdParams, response: deleted } }, async (request, reply) => {
    await removeUserMatrix(app.db, matrixPolicy.requireCandidate(request), request.params.id);
    return reply.code(204).send(null);
  });
};

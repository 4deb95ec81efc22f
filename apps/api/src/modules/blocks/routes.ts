import { BlockAnswer, BlockInput, databaseId } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate } from '../../lib/guards.ts';
import { pageOf, PageQuerySchema, pageWindow, toPage } from '../../lib/pagination.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { block, blocksOf, unblock } from './service.ts';

const tags = ['blocks'];
const CompanyParams = z.object({ company: databaseId('A valid integer is required.') });

/** Organisations a candidate has blocked (docs/product.md section C11): candidates only, each their own. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blocks/',
    { schema: { tags, summary: 'The organisations you have blocked, newest first (candidates).', querystring: PageQuerySchema, response: { 200: pageOf(BlockAnswer), ...errorResponses } } },
    async (request) => {
      const window = pageWindow(request.query);
      const { count, results } = await blocksOf(app.db, requireCandidate(request), window);
      return toPage(request, window, count, results);
    },
  );

  app.post(
    '/blocks/',
    {
      schema: {
        tags,
        summary: 'Blocks an organisation: its pending invitations end as declined, and it can no longer invite you or write to you; its conversations are hidden from you until you unblock it.',
        body: BlockInput,
        response: { 201: BlockAnswer, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await block(app.db, app.notifier, requireCandidate(request), request.body.company)),
  );

  app.delete(
    '/blocks/:company/',
    { schema: { tags, summary: 'Unblocks an organisation you blocked: its conversations show again.', params: CompanyParams, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await unblock(app.db, requireCandidate(request), request.params.company);
      return reply.code(204).send(null);
    },
  );
};

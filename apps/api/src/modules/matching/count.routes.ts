import { MATCH_COUNT_CAP, MATCH_THRESHOLD, MatchCountAnswer } from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/guards.ts';
import { Detail } from '../../lib/schemas.ts';

/**
 * `/api/matching/count/`: the number behind 'We found {count} jobs that match your profile' (docs/product.md
 * section 14): active jobs at MATCH_THRESHOLD or more. Ranked best first, those are a prefix of the top
 * MATCH_COUNT_CAP, so one top-k query counts them without scoring every job.
 */
export const matchCountRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.matching;
  app.get(
    '/matching/count/',
    {
      schema: {
        tags: ['matching'],
        summary: 'How many active jobs match your profile (a score of 50 or more), and how many skills it has (candidates).',
        response: { 200: MatchCountAnswer, 401: Detail, 403: Detail },
      },
    },
    async (request) => {
      const user = requireRole(request, ['candidate']);
      await engine.sync();
      const candidate = engine.candidateInputs.get(user.id);
      if (!candidate || candidate.skills.length === 0) return { matched: 0, capped: false, skills: 0 };
      const top = engine.jobs.topJobsFor(candidate, { k: Math.min(MATCH_COUNT_CAP, engine.jobs.size) });
      const matched = top.filter((job) => job.score >= MATCH_THRESHOLD).length;
      return { matched, capped: matched === MATCH_COUNT_CAP, skills: candidate.skills.length };
    },
  );
};

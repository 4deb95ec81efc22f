import {
  CatalogueSkillAnswer,
  catalogueSearch,
  profileRecordId,
  SkillCategoryAnswer,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, pageWindow, toPage } from '../../../lib/pagination.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { IdParams, listQuery } from '../shared/query.ts';
import { listCategories, readCatalogueSkill, readCategory, searchCatalogue } from './service.ts';

const tags = ['skill catalogue'];
const SkillsQuery = listQuery({ search: catalogueSearch.optional(), category: profileRecordId.optional() });

/** The skill catalogue and its categories: public, read-only reference data. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matching-skills/',
    {
      schema: {
        tags,
        summary:
          'The skill catalogue (up to 1000 a page), searchable by name or alias, any case; exact and prefix matches first.',
        querystring: SkillsQuery,
        response: { 200: pageOf(CatalogueSkillAnswer), 400: errorResponses[400] },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { total, skills } = await searchCatalogue(app.db, request.query, window);
      return toPage(request, window, total, skills);
    },
  );

  app.get(
    '/api/matching-skills/:id/',
    {
      schema: {
        tags,
        summary: 'One catalogue skill with its aliases.',
        params: IdParams,
        response: { 200: CatalogueSkillAnswer, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => readCatalogueSkill(app.db, request.params.id),
  );

  app.get(
    '/api/skill-categories/',
    {
      schema: {
        tags,
        summary: 'Skill categories with how many catalogue skills each holds.',
        querystring: listQuery({}),
        response: { 200: pageOf(SkillCategoryAnswer), 400: errorResponses[400] },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { total, categories } = await listCategories(app.db, window);
      return toPage(request, window, total, categories);
    },
  );

  app.get(
    '/api/skill-categories/:id/',
    {
      schema: {
        tags,
        summary: 'One skill category.',
        params: IdParams,
        response: { 200: SkillCategoryAnswer, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => readCategory(app.db, request.params.id),
  );
};

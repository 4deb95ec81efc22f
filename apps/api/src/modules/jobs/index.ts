import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobApplicationRoutes } from './applications/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { organisationProfileRoutes } from './org-profiles/routes.ts';
import { jobPostingRoutes } from './postings/routes.ts';
import { savedJobRoutes } from './saved/routes.ts';

/** Registers every route of the jobs area under /api (and /common where docs/product.md puts them). */
export const jobsArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  await app.register(companyRoutes, { uploadsDir: options.uploadsDir });
  await app.register(jobPostingRoutes);
  await app.register(savedJobRoutes);
  await app.register(jobApplicationRoutes);
  await app.register(organisationProfileRoutes);
  await app.register(dashboardRoutes);
};

// The jobs area's public face: other modules import from here, never from its folders (eslint.config.js).
export { IdParams } from './common/schemas.ts';
export { containsPattern } from './common/sql.ts';
export { applyToJob } from './applications/service.ts';
export { findCompany } from './companies/repository.ts';
export { jobPolicy, type JobOwner } from './postings/policy.ts';
export { findJob, jobsByIds, type PageRecord } from './postings/repository.ts';
export { presentJob } from './postings/presenter.ts';
export { readerFor } from './postings/service.ts';
export { jobRowCacheFor, type KeptJob } from './postings/row-cache.ts';
export { candidateJobJson, pageJson } from './postings/best-matches.ts';
export type { JobMatch, MatchScorer } from './postings/match-scores.ts';

// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationNoteRoutes } from './application-notes/routes.ts';
import { jobApplicationRoutes } from './applications/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { organisationProfileRoutes } from './org-profiles/routes.ts';
import { jobPostingRoutes } from './postings/routes.ts';
import { heldJobRoutes } from './review/routes.ts';
import { verificationRoutes } from './verification/routes.ts';
import { savedJobRoutes } from './saved/routes.ts';

export { heldMovesPlugin } from './applications/plugin.ts';

/** Registers every route of the jobs area under /api (and /common where docs/product.md puts them). */
export const jobsArea: FastifyPluginAsyncZod<{ uploadsDir: string; payRangeRequired?: boolean | undefined }> = async (app, options) => {
  await app.register(companyRoutes, { uploadsDir: options.uploadsDir });
  await app.register(jobPostingRoutes, { payRangeRequired: options.payRangeRequired ?? true });
  await app.register(savedJobRoutes);
  await app.register(jobApplicationRoutes);
  await app.register(applicationNoteRoutes);
  await app.register(organisationProfileRoutes);
  await app.register(dashboardRoutes);
  await app.register(heldJobRoutes);
  await app.register(verificationRoutes);
};

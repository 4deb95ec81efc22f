// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationRoutes } from './application/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { completionRoutes } from './completion/routes.ts';
import { educationRoutes } from './education/routes.ts';
import { experienceRoutes } from './experience/routes.ts';
import { exportRoutes } from './export/routes.ts';
import { importRoutes } from './import/routes.ts';
import { preferencesRoutes } from './preferences/routes.ts';
import { resumeRoutes } from './resume/routes.ts';
import { skillRoutes } from './skills/routes.ts';

/**
 * Registers every route of the profile area with its full path: /api/... for the profile and the catalogue,
 * /common/resume/... for the résumé (docs/product.md section 7). Who may read a profile is in shared/policy.ts.
 */
export const profileArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  await app.register(applicationRoutes);
  await app.register(educationRoutes);
  await app.register(experienceRoutes);
  await app.register(skillRoutes);
  await app.register(catalogueRoutes);
  await app.register(resumeRoutes, { uploadsDir: options.uploadsDir });
  await app.register(completionRoutes);
  await app.register(preferencesRoutes);
  await app.register(importRoutes);
  await app.register(exportRoutes);
};

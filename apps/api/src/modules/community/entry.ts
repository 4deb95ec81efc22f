// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from './events/routes.ts';
export { eventRemindersPlugin } from './events/reminders-plugin.ts';
export { volunteeringTasksPlugin } from './volunteer/deadlines-plugin.ts';
import { geographyRoutes } from './geography/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { refuseUnplainQueryKeys } from './shared/query.ts';
import { shiftRoutes } from './shifts/routes.ts';
import { tagRoutes } from './tags/routes.ts';
import { volunteerRoutes } from './volunteer/routes.ts';

/** Registers every route of the community area under /api (and /common where docs/product.md puts them). */
export const communityArea: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, _options) => {
  app.addHook('preValidation', refuseUnplainQueryKeys);
  await app.register(eventRoutes);
  await app.register(geographyRoutes);
  await app.register(resourceRoutes);
  await app.register(tagRoutes);
  await app.register(volunteerRoutes);
  await app.register(shiftRoutes);
};

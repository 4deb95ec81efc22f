// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

export { accountRoutes } from './account.routes.ts';
export { privacyRoutes } from './privacy.routes.ts';
export { recoveryRoutes } from './recovery.routes.ts';
export { accountSweepPlugin } from './sweep.ts';

// What app.ts registers from this module: its routes and plugins. Other modules import its index.ts, which
// leaves these out, so that reaching a module's services never drags in routes that import yet other modules.

export { interviewRemindersPlugin } from './plugin.ts';
export { interviewRoutes } from './routes.ts';

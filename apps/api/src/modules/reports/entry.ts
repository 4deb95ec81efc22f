// What app.ts registers from this module: the report routes (and the operator's report routes under /api/admin/).
export { reportRoutes } from './routes.ts';

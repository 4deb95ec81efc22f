// What app.ts registers from this module: the operator's routes under /api/admin/.
export { adminRoutes } from './routes.ts';

// What app.ts registers from this module: its routes.
export { teamRoutes } from './routes.ts';

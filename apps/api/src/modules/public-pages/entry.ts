// What app.ts registers from this module: its routes (pages, sitemap, feeds, their JSON).
export { publicPagesRoutes } from './routes.ts';

// The live stream module's public face: other modules publish through app.streams (eslint.config.js).
export { streamPlugin } from './plugin.ts';
export { streamRoutes } from './routes.ts';

// The health module's public face (eslint.config.js).
export { healthRoutes } from './routes.ts';

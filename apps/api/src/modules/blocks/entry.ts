// What app.ts registers from this module: its routes. It has no index.ts, since no module calls the blocking
// action; the block list that conversations and invitations read is modules/block-list, so they need not import
// this module, which imports them.

export { blockRoutes } from './routes.ts';

// The parse pool's worker in the built server (scripts/build-api.mjs bundles it to apps/api/dist/worker.mjs, beside
// dist/server.js, so pool.ts's `new URL('./worker.mjs', import.meta.url)` finds it there): the handlers are already
// JavaScript, so no loader. From sources, pool.ts finds worker.mjs beside it, which loads them through tsx.
import { prepareParseHandlers, runParseTask } from './handlers.ts';

await prepareParseHandlers();

export default runParseTask;

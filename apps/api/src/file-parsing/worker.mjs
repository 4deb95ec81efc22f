// Piscina runs this file in each worker of the parse pool (pool.ts). The handlers are TypeScript, and the
// loader of the main thread (`--import tsx`, vitest's) is not the worker's: the worker loads them through a
// tsx loader of its own, scoped to this import so that it never stacks on another.
import { register } from 'tsx/esm/api';

const loader = register({ namespace: 'tandem-file-parsing' });
const { prepareParseHandlers, runParseTask } = await loader.import('./handlers.ts', import.meta.url);
await prepareParseHandlers();

export default runParseTask;

// Stale jobs' public face (docs/product.md section C12): the plugin that sweeps them.
export { staleJobsPlugin } from './plugin.ts';

// Stale jobs' public face (docs/product.md section C12): the plugin that sweeps them, and the sweep itself.
export { staleJobsPlugin, STALE_JOBS_TASK } from './plugin.ts';
export { sweepStaleJobs, type StaleSettings } from './service.ts';

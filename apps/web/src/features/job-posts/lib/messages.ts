// Words of the job screens that docs/product.md does not have (its toasts and empty texts are UI_MESSAGES in
// @tandem/contract).
export const JOB_POST_MESSAGES = {
  deleted: 'Job deleted.',
  deleteFailed: 'Failed to delete job',
  statusChanged: (title: string, status: string) => `${title} is now ${status.toLowerCase()}.`,
  statusFailed: 'Failed to change the job status',
  notFound: 'This job could not be found. It may have been deleted.',
  /**
   * Stale jobs (docs/product.md section C12), with the server's settings in words ('30 days', or '20 seconds' under a
   * short test setting); 'a while' until they are read.
   */
  autoPaused: (quiet = 'a while') => `Paused by Tandem: nothing moved on it for ${quiet}, so candidates no longer see it.`,
  staleSince: (quiet = 'a while') => `Nothing has moved on this job for ${quiet}. Still hiring?`,
  stillHiring: (title: string) => `${title} is active again.`,
} as const;

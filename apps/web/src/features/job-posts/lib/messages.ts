// Words of the job screens that docs/product.md does not have (its toasts and empty texts are UI_MESSAGES in
// @tandem/contract).
export const JOB_POST_MESSAGES = {
  deleted: 'Job deleted.',
  deleteFailed: 'Failed to delete job',
  statusChanged: (title: string, status: string) => `${title} is now ${status.toLowerCase()}.`,
  statusFailed: 'Failed to change the job status',
  notFound: 'This job could not be found. It may have been deleted.',
} as const;

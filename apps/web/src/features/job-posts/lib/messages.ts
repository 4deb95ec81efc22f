// Words of the job screens, word for word from SPEC.md sections 2 and 8 where it has them. The contract holds
// the form's rules; these are the page's own toasts and empty states.
export const JOB_POST_MESSAGES = {
  posted: 'Job posted successfully!',
  updated: 'Job updated successfully!',
  saveFailed: 'Failed to post/update job',
  fetchFailed: 'Error fetching jobs',
  noJobs: 'No jobs found matching your criteria.',
  searchPlaceholder: 'Search job titles or locations...',
  deleted: 'Job deleted.',
  deleteFailed: 'Failed to delete job',
  statusChanged: (title: string, status: string) => `${title} is now ${status.toLowerCase()}.`,
  statusFailed: 'Failed to change the job status',
  notFound: 'This job could not be found. It may have been deleted.',
} as const;

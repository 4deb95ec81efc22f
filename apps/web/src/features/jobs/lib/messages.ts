// Messages of the job screens. 'Error fetching jobs' and 'Error Occurred' are SPEC.md section 8's words; they are
// not in @tandem/contract yet, so they live here until the lead moves them there.
export const JOB_MESSAGES = {
  fetchFailed: 'Error fetching jobs',
  errorOccurred: 'Error Occurred',
  empty: 'No jobs found matching your criteria.',
  shortlistEmpty: 'No jobs found',
  applied: 'Application sent',
  saved: 'Job saved',
  unsaved: 'Job removed from your saved jobs',
} as const;

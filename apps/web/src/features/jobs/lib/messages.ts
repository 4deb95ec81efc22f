// Words of the job screens that SPEC.md does not have (its own are UI_MESSAGES in @tandem/contract).
export const JOB_MESSAGES = {
  applied: 'Application sent',
  saved: 'Job saved',
  unsaved: 'Job removed from your saved jobs',
} as const;

// Messages of /volunteer; 'Error Occurred' is SPEC.md section 8's generic error (not in @tandem/contract yet).
export const VOLUNTEER_MESSAGES = {
  sent: 'Interest sent: the organisation will be in touch',
  withdrawn: 'Interest withdrawn',
  failed: 'Error Occurred',
  empty: 'No volunteer opportunities match your search.',
} as const;

// Words of /volunteer that docs/product.md does not have ('Error Occurred' is UI_MESSAGES.common.errorOccurred).
export const VOLUNTEER_MESSAGES = {
  sent: 'Interest sent: the organisation will be in touch',
  withdrawn: 'Interest withdrawn',
  empty: 'No volunteer opportunities match your search.',
} as const;

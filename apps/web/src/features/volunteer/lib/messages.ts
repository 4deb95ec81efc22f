// Words of /volunteer that docs/product.md does not have ('Error Occurred' is UI_MESSAGES.common.errorOccurred).
export const VOLUNTEER_MESSAGES = {
  sent: 'Interest sent. The organisation has been told; follow it on My Applications.',
  withdrawn: 'Interest withdrawn',
  empty: 'No volunteer opportunities match your search.',
} as const;

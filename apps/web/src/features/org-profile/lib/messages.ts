// Words of /orgprofile that SPEC.md does not quote (its own are UI_MESSAGES.orgProfile in @tandem/contract, the
// industry labels INDUSTRY_LABELS).
export const ORG_PROFILE_MESSAGES = {
  zipNumeric: 'Zip code must contain numbers only.',
} as const;

// Words of the company screens that the contract does not hold (SPEC.md is silent on /addcompany's outcome).
export const COMPANY_MESSAGES = {
  saveFailed: 'Could not save your company. Please try again.',
  alreadyHasCompany: 'Your account already has a company.',
  companyAdded: 'Company added.',
} as const;

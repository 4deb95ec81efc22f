// Words of the company screens that the contract does not hold (docs/product.md is silent on /addcompany's outcome).
export const COMPANY_MESSAGES = {
  saveFailed: 'Could not save your company. Please try again.',
  alreadyHasCompany: 'Your account already has a company.',
  companyAdded: 'Company added.',
  logoUpdated: 'Company logo updated',
  detailsSaved: 'Company details saved',
  detailsFailed: 'Could not save the company details. Please try again.',
  loadFailed: 'Your company could not be loaded.',
} as const;

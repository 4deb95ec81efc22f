// The company feature's public surface for the other organisation screens.
export { useCompany } from './api/get-company';
export { useCreateCompany } from './api/create-company';
export { CompanyFormOnUse } from './components/company-form-on-use';
export { placeServerErrors, serverMessage } from './lib/server-errors';
export { CompanyDetails } from './components/company-details';
export { AddCompanyFirst } from './components/add-company-first';
export { VerifyOrganisationSection } from './components/verify-organisation-section';

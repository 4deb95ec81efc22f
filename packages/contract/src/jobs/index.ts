// Schemas, limits and messages of the jobs area (companies, job postings, applications, organisation profiles,
// dashboards), shared by its forms and routes. docs/product.md sections 3, 5 and 7; docs/product.md sections C4, C5 and C8.
// The field helpers the resources build on stay inside the area; these are what forms and routes use.
export { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';
export { jobsFlag, jobsRecordId } from './fields.ts';
export { normaliseCommaList, splitCommaList } from './comma-split.ts';
export * from './postings.ts';
export * from './companies.ts';
export * from './org-profiles.ts';
export * from './applications.ts';
export * from './application-words.ts';
export * from './dashboards.ts';
export * from './dashboard-words.ts';
export * from './pay-range.ts';
export * from './gender-coded-words.ts';
export * from './verification.ts';
export * from './verification-words.ts';
export * from './review.ts';
export * from './review-words.ts';

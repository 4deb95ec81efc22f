// Schemas, limits and messages of the profile area (docs/product.md sections 3, 5 and 7), shared by its forms and routes.
// The field helpers the resources build on stay inside the area; these are what forms and routes use.
export { PROFILE_LIMITS, PROFILE_MESSAGES } from './messages.ts';
export { profileLink, profileRecordId, skillScore } from './fields.ts';
export { isProfileDate, profileDate, profileDatesInOrder } from './dates.ts';
export * from './application.ts';
export * from './education.ts';
export * from './experience.ts';
export * from './skills.ts';
export * from './resume.ts';
export * from './completion.ts';
export * from './import.ts';
export * from './import-words.ts';

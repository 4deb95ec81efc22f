// Schemas, enums, limits and messages of the community area (events, resources, tags, volunteer opportunities,
// geography), shared by its forms and routes. docs/product.md sections 2, 3, 7 and 8; docs/product.md sections C2 and C5.
// The field helpers the resources build on stay inside the area; these are what forms and routes use.
export { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from './messages.ts';
export { communityRecordId, skillWeight } from './fields.ts';
export { isHttpUrl } from '../shared-fields.ts';
export { isCommunityDate, toUtcTimestamp } from './dates.ts';
export * from './volunteer-options.ts';
export * from './tags.ts';
export * from './events.ts';
export * from './resources.ts';
export * from './volunteer-opportunities.ts';
export * from './volunteer-filters.ts';
export * from './geography.ts';
export * from './volunteering.ts';
export * from './volunteering-words.ts';

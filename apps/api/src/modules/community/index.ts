// The community area's public face: other modules import from here, never from its folders (eslint.config.js).
export { opportunitiesByIds } from './volunteer/repository.ts';
export { presentOpportunities } from './volunteer/service.ts';
// Matching's sessions and matrices, once of this area, keep its ids and query rules.
export { IdParams, refuseUnplainQueryKeys } from './shared/query.ts';
export { requireCommunityCandidate } from './shared/organisation.ts';

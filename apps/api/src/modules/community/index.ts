// The community area's public face: other modules import from here, never from its folders (eslint.config.js).
export { opportunitiesByIds } from './volunteer/repository.ts';
export { presentOpportunities } from './volunteer/service.ts';

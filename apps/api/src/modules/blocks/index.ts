// The blocks module's public face: other modules import from here, never from its files (eslint.config.js).
export { blockedCompanies, isBlocked } from './repository.ts';

// The notification preferences module's public face: other modules import from here, never from its files
// (eslint.config.js).
export { preferencesFor, preferencesOfMany, updatePreferences } from './service.ts';

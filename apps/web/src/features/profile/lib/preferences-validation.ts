// The preferences' rules (the contract's schema, as the server checks it), loaded after /editprofile's first screen
// (lib/deferred-schema.ts).
export { PreferencesInput } from '@tandem/contract';

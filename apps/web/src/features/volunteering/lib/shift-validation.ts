// A new shift's rules, loaded when the page is idle (lib/deferred-schema.ts) rather than with a volunteer role's page.
export { ShiftInput } from '@tandem/contract';

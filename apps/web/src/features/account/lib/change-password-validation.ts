// The password change's rules, loaded when /settings is idle (lib/deferred-schema.ts) rather than with its first screen.
export { ChangePasswordInput } from '@tandem/contract';

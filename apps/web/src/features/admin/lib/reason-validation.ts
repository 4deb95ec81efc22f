// An operator action's rules, loaded when its dialog opens (lib/deferred-schema.ts), not with the operator's screen.
export { AdminReasonInput } from '@tandem/contract';

// The invitation's rules (the contract's, as the server checks them), loaded after /orgprofile's first screen
// (lib/deferred-schema.ts).
export { CompanyInviteInput } from '@tandem/contract';

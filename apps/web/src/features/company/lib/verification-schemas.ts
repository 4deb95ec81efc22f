// Verification's schemas (the contract's): the request's rule and the answer's shape, loaded with zod after
// /orgprofile's first screen (lib/deferred-schema.ts, api/verification.ts).
export { CompanyVerificationAnswer, CompanyVerifyRequest } from '@tandem/contract';

// The block list's public face: what a candidate has blocked, read by conversations and invitations. Blocking and
// unblocking (and their routes) are modules/blocks, which may import the modules that read this one.
export { blockedCompanies, isBlocked } from './repository.ts';

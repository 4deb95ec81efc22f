// The invitations module's public face.
export { declinePendingFrom } from './repository.ts';
export { tellEndedByBlock } from './service.ts';

// The invitations module's public face.
export { invitationRoutes } from './routes.ts';
export { declinePendingFrom } from './repository.ts';
export { tellEndedByBlock } from './service.ts';

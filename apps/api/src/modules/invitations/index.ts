// The invitations module's public face.
export { invitationRoutes } from './routes.ts';

// The blocks module's public face. Conversations and invitations read `blocks/repository.ts` itself (isBlocked,
// blockedCompanies): through here they would import themselves back by way of the invitations the service ends.
export { blockRoutes } from './routes.ts';

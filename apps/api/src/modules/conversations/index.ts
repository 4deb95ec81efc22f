// The conversations module's public face: applications and invitations open conversations through it.
export { conversationsPlugin } from './plugin.ts';
export { conversationRoutes } from './routes.ts';
export { openConversation } from './repository.ts';
export { postMessage } from './service.ts';

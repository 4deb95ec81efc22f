// The conversations module's public face: applications and invitations open conversations through it.
export { openConversation } from './repository.ts';
export { postMessage } from './service.ts';

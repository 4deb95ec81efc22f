// The conversations module's public face: applications and invitations open conversations through it.
export { openConversation, openVolunteerConversation, volunteerConversationIds, volunteerConversationsOf } from './repository.ts';
export { postMessage } from './service.ts';
export { sideOf } from './policy.ts';

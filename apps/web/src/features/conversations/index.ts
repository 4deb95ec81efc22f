// What other features may use of conversations and invitations.
export { UnreadConversationsLink } from './components/unread-conversations-link';
export { ConversationLink, useConversationByApplication } from './components/conversation-link';
export { InvitationsSection } from './components/invitations-section';
export { useInvitations } from './api/invitations';
export { InviteButton } from './components/invite-button';
export { SentInvitations } from './components/sent-invitations';
export { BlockedOrganisations } from './components/blocked-organisations';
export { errorMessage } from './lib/error-message';

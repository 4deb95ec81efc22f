import { useParams } from 'react-router';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { ConversationScreen } from '../components/conversation-screen';
import { ConversationsScreen } from '../components/conversations-screen';
import { BASE_PATHS } from '../lib/copy';
import type { ConversationSide } from '../lib/copy';

function Conversation({ side }: { side: ConversationSide }) {
  const { id } = useParams();
  // key: a new conversation starts with a new composer (its own draft) and a thread scrolled to its end.
  return <ConversationScreen key={id} id={Number(id)} basePath={BASE_PATHS[side]} />;
}

/** /messages */
export const CandidateConversationsRoute = () => (
  <ScreenErrorBoundary>
    <ConversationsScreen side="candidate" />
  </ScreenErrorBoundary>
);

/** /chats */
export const OrganisationConversationsRoute = () => (
  <ScreenErrorBoundary>
    <ConversationsScreen side="organisation" />
  </ScreenErrorBoundary>
);

/** /messages/:id */
export const CandidateConversationRoute = () => (
  <ScreenErrorBoundary>
    <Conversation side="candidate" />
  </ScreenErrorBoundary>
);

/** /chats/:id */
export const OrganisationConversationRoute = () => (
  <ScreenErrorBoundary>
    <Conversation side="organisation" />
  </ScreenErrorBoundary>
);

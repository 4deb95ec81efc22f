import { useMemo } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useConversations } from '../api/get-conversations';

const SCAN = 1000;

/** Application id to conversation id, from the list of one's conversations (each names its application). */
export function useConversationByApplication(): ReadonlyMap<number, number> {
  const conversations = useConversations(SCAN);
  return useMemo(() => {
    const map = new Map<number, number>();
    for (const item of conversations.data?.results ?? []) if (item.application !== null) map.set(item.application, item.id);
    return map;
  }, [conversations.data]);
}

/** 'Message': a link to the conversation of an application, when it has one; `label` names whom and what about. */
export function ConversationLink({ conversationId, basePath, label }: { conversationId: number | undefined; basePath: '/messages' | '/chats'; label: string }) {
  if (conversationId === undefined) return null;
  // aria-label rather than hidden text: the name must not repeat as text beside the person's own name.
  return (
    <Link to={`${basePath}/${conversationId}`} aria-label={label} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      Message
    </Link>
  );
}

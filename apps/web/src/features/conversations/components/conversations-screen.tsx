import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useConversations } from '../api/get-conversations';
import { useLiveMessages } from '../hooks/use-live-messages';
import { BASE_PATHS, CONVERSATION_COPY } from '../lib/copy';
import type { ConversationSide } from '../lib/copy';
import { ConversationList } from './conversation-list';

const PAGE = 30;

/** /messages or /chats: every conversation of the person (or their company), newest activity first, kept live. */
export function ConversationsScreen({ side }: { side: ConversationSide }) {
  const [limit, setLimit] = useState(PAGE);
  const conversations = useConversations(limit);
  useLiveMessages();
  const copy = CONVERSATION_COPY[side];

  return (
    <>
      <PageHeader title={copy.title} description={copy.description} />
      {conversations.isPending ? (
        <div role="status" aria-label="Loading conversations" className="space-y-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : conversations.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{CONVERSATION_COPY.loadFailed}</FormAlert>
          <Button variant="outline" onClick={() => void conversations.refetch()}>
            Try again
          </Button>
        </div>
      ) : conversations.data.results.length === 0 ? (
        <EmptyState>{copy.empty}</EmptyState>
      ) : (
        <>
          <ConversationList conversations={conversations.data.results} basePath={BASE_PATHS[side]} />
          {conversations.data.next && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" isPending={conversations.isFetching} onClick={() => setLimit((value) => value + PAGE)}>
                Show more conversations
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

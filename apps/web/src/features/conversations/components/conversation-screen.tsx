import { conversationClosedMessage } from '@tandem/contract';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useConversation } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useLiveMessages } from '../hooks/use-live-messages';
import { useReadReceipts } from '../hooks/use-read-receipts';
import { BASE_PATHS, CONVERSATION_COPY } from '../lib/copy';
import { errorMessage } from '../lib/error-message';
import { BlockOrganisation } from './block-organisation';
import { MessageComposer } from './message-composer';
import { MessageThread, THREAD_HEIGHT } from './message-thread';

/** One conversation: its messages (live), read when opened and as messages arrive, and the composer while open. */
export function ConversationScreen({ id, basePath }: { id: number; basePath: string }) {
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const { mutate: read } = markRead;
  const opened = conversation.isSuccess;

  useEffect(() => {
    if (opened) read();
  }, [opened, read]);
  // The link that opened the conversation is gone, so focus fell to <body>: it goes to the heading, which names
  // who the conversation is with, and the composer is one Tab away.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened, id]);
  const refreshReceipts = useReadReceipts(id);
  useLiveMessages(id, () => {
    read();
    void refreshReceipts();
  });

  const list = useMemo(() => messages.data?.pages.flatMap((page) => page.results) ?? [], [messages.data]);
  const back = (
    <Link to={basePath} className="text-sm font-medium text-brand-700 hover:underline">
      ← {CONVERSATION_COPY.back}
    </Link>
  );

  if (conversation.isPending) {
    return (
      <div role="status" aria-label="Loading the conversation" className="space-y-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="space-y-4">
        {back}
        <FormAlert>{isApiError(conversation.error, 404) || isApiError(conversation.error, 400) ? CONVERSATION_COPY.notFound : errorMessage(conversation.error)}</FormAlert>
      </div>
    );
  }

  const { other_party: other, open } = conversation.data;
  // About a job, or (opened by Apply Now) about a volunteer role.
  const subject = conversation.data.job ?? conversation.data.volunteer_role;
  const about = subject ? subject.title : '';
  const onSend = async (body: string) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      // Closed meanwhile (withdrawn or declined): show it closed rather than a composer that cannot send.
      if (isApiError(error, 400) && !error.fieldErrors.body) void conversation.refetch();
      throw new Error(errorMessage(error, 'body'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <title>{`${other.name} · ${about} · Tandem`}</title>
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight break-words text-slate-900 focus:outline-none">{other.name}</h1>
          <p className="text-slate-700">{conversation.data.volunteer_role ? `Volunteering: ${about}` : about}</p>
        </div>
        {basePath === BASE_PATHS.candidate && <BlockOrganisation company={conversation.data.company} name={other.name} backTo={basePath} />}
      </div>
      <section aria-label={`Conversation with ${other.name}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {messages.isPending ? (
          <div role="status" aria-label="Loading messages" className={`${THREAD_HEIGHT} space-y-3 p-3`}>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : messages.isError ? (
          <div className={`${THREAD_HEIGHT} flex flex-col items-start gap-3 p-4`}>
            <FormAlert>{errorMessage(messages.error)}</FormAlert>
            <Button variant="outline" onClick={() => void messages.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <MessageThread
            messages={list}
            hasOlder={messages.hasPreviousPage}
            loadingOlder={messages.isFetchingPreviousPage}
            onLoadOlder={() => void messages.fetchPreviousPage()}
          />
        )}
        {open ? (
          <MessageComposer conversationId={id} recipient={other.name} onSend={onSend} />
        ) : (
          <p role="note" className="border-t border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
            {conversationClosedMessage(conversation.data.closed_reason ?? 'application_ended')} The messages stay here to read.
          </p>
        )}
      </section>
    </div>
  );
}

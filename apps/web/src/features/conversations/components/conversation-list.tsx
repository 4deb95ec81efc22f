import type { ConversationAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { listTime, preview } from '../lib/message-time';

interface ConversationListProps {
  conversations: readonly ConversationAnswer[];
  /** '/messages' for a candidate, '/chats' for an organisation. */
  basePath: string;
}

/** Conversations, newest activity first: who, which job, the last message, when, and how many are unread. */
export function ConversationList({ conversations, basePath }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {conversations.map((conversation) => {
        const { last_message: last, unread_count: unread } = conversation;
        return (
          <li key={conversation.id}>
            <Link
              to={`${basePath}/${conversation.id}`}
              className="flex gap-3 p-4 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className={cn('break-words text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}>
                    {conversation.other_party.name}
                  </span>
                  <span className="text-sm break-words text-slate-700">{(conversation.job ?? conversation.volunteer_role)?.title}</span>
                  {!conversation.open && <Badge>Closed</Badge>}
                </div>
                <p className="mt-1 truncate text-sm text-slate-700">
                  {last ? `${last.mine ? 'You: ' : ''}${preview(last.body)}` : 'No messages yet'}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                {last && (
                  <time dateTime={last.created_at} className="text-xs text-slate-600">
                    {listTime(last.created_at)}
                  </time>
                )}
                {unread > 0 && (
                  <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import type { MessageAnswer } from '@tandem/contract';
import { cn } from '../../../lib/cn';
import { messageTime } from '../lib/message-time';
import { ReportButton } from '../../trust';
import { LinkedText } from './linked-text';

/** One message: mine on the right, theirs on the left, its time, and 'Read' under my last one they read. */
export function MessageBubble({ message, showRead }: { message: MessageAnswer; showRead: boolean }) {
  const mine = message.mine;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You' : message.sender.name}: </span>
        <LinkedText text={message.body} linkClassName={mine ? 'text-white' : 'text-brand-800'} />
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        {!mine && <span aria-hidden="true">{message.sender.name} · </span>}
        <time dateTime={message.created_at}>{messageTime(message.created_at)}</time>
        {showRead && <span> · Read</span>}
      </p>
      {!mine && message.id > 0 && <ReportButton targetType="message" targetId={message.id} className="h-7 px-2 text-xs" />}
    </li>
  );
}

import type { NotificationItem } from '@tandem/contract';
import { formatDate, formatRelative } from '../../../lib/dates';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_MESSAGES } from '../lib/messages';

/** One notification in the panel: a button that opens its link; unread ones say 'New' and have a dot. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const unread = item.read_at === null;
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      className={cn(
        'flex w-full gap-3 rounded-lg px-3 py-3 text-left hover:bg-slate-100 focus-visible:bg-slate-100',
        unread && 'bg-brand-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-brand-700' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
          {unread && (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {NOTIFICATION_MESSAGES.unreadMark}
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{item.body}</span>
        <time dateTime={item.created_at} title={formatDate(item.created_at)} className="mt-1 block text-xs text-slate-600">
          {formatRelative(item.created_at)}
        </time>
      </span>
    </button>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useConversations } from '../api/get-conversations';
import { useLiveMessages } from '../hooks/use-live-messages';

/** The list has unread ones at the top (newest activity first): one large page holds every one that matters. */
const SCAN = 1000;

/** The /orghome figure: how many of the company's conversations have unread messages, linking to /chats. */
export function UnreadConversationsLink() {
  const conversations = useConversations(SCAN);
  useLiveMessages();
  const unread = conversations.data?.results.filter((item) => item.unread_count > 0).length;
  return (
    <Link to="/chats" className={buttonClasses({ variant: unread ? 'secondary' : 'outline' })}>
      <span aria-hidden={unread === undefined || undefined} className="text-lg font-bold tabular-nums">
        {unread ?? '–'}
      </span>
      <span>unread conversation{unread === 1 ? '' : 's'}</span>
    </Link>
  );
}

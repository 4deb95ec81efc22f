import type { MessageAnswer } from '@tandem/contract';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { MessageBubble } from './message-bubble';

/** How close to the top (px) the person must scroll before older messages load. */
const LOAD_OLDER_AT = 80;
/** Within this distance of the bottom, a new message scrolls into view; further up, the person is reading. */
const STICK_TO_BOTTOM = 120;
/**
 * The log's height, and its stand-in's while the messages load (conversation-screen.tsx), so the composer below it
 * does not jump when they arrive. It takes what the screen leaves after the top bar, a banner, the heading and the
 * composer (about 26rem), so the message box stays on screen at 1280x800 with the confirm-your-e-mail banner; 60vh
 * at most, 12rem at least.
 */
export const THREAD_HEIGHT = 'h-[clamp(12rem,calc(100dvh_-_26rem),60vh)]';

interface MessageThreadProps {
  messages: readonly MessageAnswer[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The messages, oldest at the top. Opens at the newest; scrolling up loads older pages and keeps what was on
 * screen where it was (the height they add is added to the scroll offset).
 */
export function MessageThread({ messages, hasOlder, loadingOlder, onLoadOlder }: MessageThreadProps) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number; top: number }>({ height: 0, top: 0 });
  const lastRead = [...messages].reverse().find((message) => message.mine && message.read_at !== null)?.id;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = previous.current;
    const firstId = messages[0]?.id;
    const lastId = messages[messages.length - 1]?.id;
    if (before.firstId === undefined) element.scrollTop = element.scrollHeight;
    else if (firstId !== before.firstId) element.scrollTop = before.top + (element.scrollHeight - before.height);
    else if (lastId !== before.lastId) {
      const wasNearBottom = before.height - before.top - element.clientHeight < STICK_TO_BOTTOM;
      if (wasNearBottom || messages[messages.length - 1]?.mine) element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [messages]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    if (element.scrollTop < LOAD_OLDER_AT && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      tabIndex={0}
      role="log"
      aria-label="Messages"
      className={`${THREAD_HEIGHT} overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          {loadingOlder ? (
            <Spinner label="Loading older messages" />
          ) : (
            <Button variant="ghost" size="sm" onClick={onLoadOlder}>
              Load older messages
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-700">No messages yet. Say hello.</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} showRead={message.id === lastRead} />
          ))}
        </ol>
      )}
    </div>
  );
}

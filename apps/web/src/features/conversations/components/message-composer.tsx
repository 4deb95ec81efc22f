import { MESSAGE_MAX, UI_MESSAGES } from '@tandem/contract';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { messageRules } from '../lib/conversation-rules';
import { readDraft, writeDraft } from '../lib/drafts';

interface MessageComposerProps {
  conversationId: number;
  /** Sends the body; rejects with the message to show when it fails. */
  onSend: (body: string) => Promise<void>;
  recipient: string;
}

/** Writes a message: Enter sends, Shift+Enter starts a new line, and the text is kept as a draft until sent. */
export function MessageComposer({ conversationId, onSend, recipient }: MessageComposerProps) {
  const [body, setBody] = useState(() => readDraft(conversationId));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const change = (text: string) => {
    setBody(text);
    writeDraft(conversationId, text);
    if (error) setError(null);
  };

  usePreloadWhenIdle(messageRules);

  const send = async () => {
    if (sending) return;
    setSending(true);
    const parsed = await messageRules.safeParse({ body });
    if (!parsed?.success) {
      setError(parsed ? (parsed.error.issues[0]?.message ?? null) : UI_MESSAGES.common.rulesNotLoaded);
      setSending(false);
      return;
    }
    setError(null);
    try {
      await onSend(parsed.data.body);
      change('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a character also presses Enter; that Enter is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Message to {recipient}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          value={body}
          maxLength={MESSAGE_MAX}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          className="min-h-11 flex-1 resize-y"
        />
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          Not sent: {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Enter sends; Shift+Enter starts a new line.
        </p>
      )}
    </form>
  );
}

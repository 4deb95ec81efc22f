import { CONVERSATION_MESSAGES } from '@tandem/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

const box = () => screen.getByRole('textbox', { name: 'Message to Brightpath Talent' });

function renderComposer(onSend = vi.fn<(body: string) => Promise<void>>().mockResolvedValue(undefined), conversationId = 7) {
  const view = render(<MessageComposer conversationId={conversationId} recipient="Brightpath Talent" onSend={onSend} />);
  return { onSend, ...view };
}

afterEach(() => sessionStorage.clear());

describe('MessageComposer', () => {
  it('sends on Enter and empties the box', async () => {
    const { onSend } = renderComposer();
    await userEvent.type(box(), 'Hello there{Enter}');
    // The message's rules load after the screen (lib/deferred-schema.ts): the send waits for them.
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello there'));
    await waitFor(() => expect(box()).toHaveProperty('value', ''));
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const { onSend } = renderComposer();
    await userEvent.type(box(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveProperty('value', 'Line one\nLine two');
  });

  it('keeps the draft of each conversation when the screen comes back', async () => {
    const first = renderComposer();
    await userEvent.type(box(), 'Half a thought');
    first.unmount();
    renderComposer(undefined, 8).unmount();
    renderComposer();
    expect(box()).toHaveProperty('value', 'Half a thought');
  });

  it('does not send an empty message and says why', async () => {
    const { onSend } = renderComposer();
    await userEvent.type(box(), '   {Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(CONVERSATION_MESSAGES.messageRequired);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text and shows the server message when sending fails', async () => {
    const onSend = vi.fn<(body: string) => Promise<void>>().mockRejectedValue(new Error(CONVERSATION_MESSAGES.conversationClosed));
    renderComposer(onSend);
    await userEvent.type(box(), 'Are you there?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(CONVERSATION_MESSAGES.conversationClosed);
    expect(box()).toHaveProperty('value', 'Are you there?');
  });
});

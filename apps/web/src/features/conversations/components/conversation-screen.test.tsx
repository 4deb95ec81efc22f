import type { BlockAnswer, ConversationAnswer, MessageAnswer, Page } from '@tandem/contract';
import { CONVERSATION_MESSAGES } from '@tandem/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { ConversationScreen } from './conversation-screen';

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
}

const conversation = (open = true): ConversationAnswer => ({
  id: 3,
  job: { id: 9, title: 'Python Developer' },
  volunteer_role: null,
  other_party: { name: 'Brightpath Talent' },
  company: 4,
  last_message: null,
  unread_count: 1,
  open,
  closed_reason: open ? null : 'application_ended',
  application: 11,
});
const message = (id: number, body: string, mine = false): MessageAnswer => ({
  id,
  body,
  created_at: '2026-11-24T09:00:00Z',
  sender: { id: mine ? 1 : 2, name: mine ? 'Alex Rivera' : 'Priya Recruiter' },
  mine,
  conversation: 3,
  read_at: null,
});

let reads = 0;
let blocked: unknown[] = [];
function serve(open = true) {
  reads = 0;
  blocked = [];
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/conversations/3/': () => jsonResponse(conversation(open)),
      'GET /api/conversations/3/messages/': () => jsonResponse({ count: 1, next: null, previous: null, results: [message(1, 'Welcome aboard')] } satisfies Page<MessageAnswer>),
      'POST /api/conversations/3/read/': () => {
        reads += 1;
        return jsonResponse({ unread_count: 0 });
      },
      'GET /api/conversations/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<ConversationAnswer>),
      'POST /api/blocks/': () => jsonResponse({ company: { id: 4, name: 'Brightpath Talent' }, created_at: '2026-11-24T10:00:00Z' } satisfies BlockAnswer, { status: 201 }),
    }),
  );
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST' && String(input).startsWith('/api/blocks/')) blocked.push(JSON.parse(String(init.body)));
    return fetchMock(input, init);
  });
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('ConversationScreen', () => {
  it('moves focus to the heading that names the other side when the conversation opens', async () => {
    serve();
    renderRoute(<ConversationScreen id={3} basePath="/messages" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Brightpath Talent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('marks the conversation read when opened, and shows a live message and reads it too', async () => {
    serve();
    renderRoute(<ConversationScreen id={3} basePath="/messages" />);
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(1));
    act(() => {
      FakeEventSource.last?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message(2, 'Are you free tomorrow?')) }));
    });
    expect(await screen.findByText('Are you free tomorrow?')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('ignores live messages of other conversations', async () => {
    serve();
    renderRoute(<ConversationScreen id={3} basePath="/messages" />);
    await screen.findByText('Welcome aboard');
    act(() => {
      FakeEventSource.last?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ ...message(7, 'Elsewhere'), conversation: 4 }) }));
      // The fence: a message of this conversation sent after, whose showing proves the other would have shown by now.
      FakeEventSource.last?.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message(8, 'Here')) }));
    });
    expect(await screen.findByText('Here')).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('shows a closed conversation read-only, with a note and no composer', async () => {
    serve(false);
    renderRoute(<ConversationScreen id={3} basePath="/messages" />);
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(CONVERSATION_MESSAGES.conversationClosed);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  describe('Block organisation', () => {
    it('asks first, saying plainly what happens, then blocks the company and goes back to the list', async () => {
      serve();
      const { router } = renderRoute(<ConversationScreen id={3} basePath="/messages" />, { otherPaths: ['/messages'] });
      fireEvent.click(await screen.findByRole('button', { name: 'Block organisation' }));
      const dialog = await screen.findByRole('dialog', { name: 'Block Brightpath Talent?' });
      expect(dialog.textContent).toContain('will no longer be able to message you or invite you to apply');
      expect(dialog.textContent).toContain('hidden until you unblock it in Settings');
      expect(blocked).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
      expect(blocked).toEqual([{ company: 4 }]);
    });

    it('blocks nothing when cancelled', async () => {
      serve();
      renderRoute(<ConversationScreen id={3} basePath="/messages" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Block organisation' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(blocked).toEqual([]);
    });

    it('is not offered to an organisation', async () => {
      serve();
      renderRoute(<ConversationScreen id={3} basePath="/chats" />);
      await screen.findByText('Welcome aboard');
      expect(screen.queryByRole('button', { name: 'Block organisation' })).toBeNull();
    });
  });
});

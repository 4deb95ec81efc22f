import type { ConversationAnswer, MessageAnswer } from '@tandem/contract';
import { CONVERSATION_MESSAGES } from '@tandem/contract';
import { act, screen, waitFor } from '@testing-library/react';
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
  other_party: { name: 'Brightpath Talent' },
  company: 4,
  last_message: null,
  unread_count: 1,
  open,
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
function serve(open = true) {
  reads = 0;
  const fetchMock = vi.fn(
    routeFetch({
      'GET /api/conversations/3/': () => jsonResponse(conversation(open)),
      'GET /api/conversations/3/messages/': () => jsonResponse({ count: 1, next: null, previous: null, results: [message(1, 'Welcome aboard')] }),
      'POST /api/conversations/3/read/': () => {
        reads += 1;
        return jsonResponse({ unread_count: 0 });
      },
      'GET /api/conversations/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('ConversationScreen', () => {
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
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('shows a closed conversation read-only, with a note and no composer', async () => {
    serve(false);
    renderRoute(<ConversationScreen id={3} basePath="/messages" />);
    expect(await screen.findByText('Welcome aboard')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain(CONVERSATION_MESSAGES.conversationClosed);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

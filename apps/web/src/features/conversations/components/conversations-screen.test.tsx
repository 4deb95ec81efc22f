import type { ConversationAnswer, Page } from '@tandem/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { CONVERSATION_COPY } from '../lib/copy';
import { ConversationsScreen } from './conversations-screen';

const NOW = new Date('2026-11-24T12:00:00Z');

const conversation = (overrides: Partial<ConversationAnswer>): ConversationAnswer => ({
  id: 4,
  job: { id: 9, title: 'Python Developer' },
  volunteer_role: null,
  other_party: { name: 'Brightpath Talent' },
  company: 4,
  last_message: null,
  unread_count: 0,
  open: true,
  closed_reason: null,
  application: 11,
  ...overrides,
});

const page = (results: ConversationAnswer[]) => jsonResponse({ count: results.length, next: null, previous: null, results } satisfies Page<ConversationAnswer>);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConversationsScreen', () => {
  it('lists the other party, the job, the last message as text, its time and the unread count', async () => {
    const body = `<b>Hello</b> ${'word '.repeat(40)}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        routeFetch({
          '/api/conversations/': () =>
            page([
              conversation({
                unread_count: 2,
                last_message: { id: 1, body, created_at: '2026-11-24T09:00:00Z', sender: { id: 3, name: 'Priya' }, mine: false, conversation: 4, read_at: null },
              }),
              conversation({ id: 5, other_party: { name: 'Open Doors' }, job: { id: 10, title: 'Volunteer' }, open: false }),
            ]),
        }),
      ),
    );
    renderRoute(<ConversationsScreen side="candidate" />);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/messages/4', '/messages/5']);
    const first = within(links[0]!);
    expect(first.getByText('Brightpath Talent')).toBeTruthy();
    expect(first.getByText('Python Developer')).toBeTruthy();
    expect(first.getByText(/^<b>Hello<\/b> word/).textContent).toMatch(/…$/);
    expect(first.getByText('3 hours ago')).toBeTruthy();
    expect(links[0]!.textContent).toContain('2 unread');
    expect(within(links[1]!).getByText('Closed')).toBeTruthy();
    expect(within(links[1]!).getByText('No messages yet')).toBeTruthy();
  });

  it('says what to do when there is no conversation, for each side', async () => {
    vi.stubGlobal('fetch', vi.fn(routeFetch({ '/api/conversations/': () => page([]) })));
    renderRoute(<ConversationsScreen side="organisation" />);
    expect(await screen.findByText(CONVERSATION_COPY.organisation.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeTruthy();
  });

  it('offers to try again when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(routeFetch({ '/api/conversations/': () => jsonResponse({ detail: 'x' }, { status: 500 }) })));
    renderRoute(<ConversationsScreen side="candidate" />);
    expect((await screen.findByRole('alert')).textContent).toBe(CONVERSATION_COPY.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

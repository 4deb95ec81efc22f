import type { MessageAnswer, Page } from '@tandem/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';
import { getMessagePage, MESSAGES_PAGE, olderWindow, withMessage } from './get-messages';
import type { MessagePages } from './get-messages';

const message = (id: number): MessageAnswer => ({
  id,
  body: `Message ${id}`,
  created_at: '2026-11-24T09:00:00Z',
  sender: { id: 2, name: 'Priya' },
  mine: false,
  conversation: 3,
  read_at: null,
});

/** A conversation of `count` messages, ids 1..count, answered oldest first by offset and limit. */
function serve(count: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://tandem.test');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit'));
    const ids = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, index) => offset + index + 1);
    return jsonResponse({ count, next: null, previous: null, results: ids.map(message) } satisfies Page<MessageAnswer>);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('getMessagePage', () => {
  it('opens at the newest page: reads the count, then the last window', async () => {
    const fetchMock = serve(75);
    const page = await getMessagePage(3, null);
    expect(page.offset).toBe(75 - MESSAGES_PAGE);
    expect(page.results.map((item) => item.id)).toEqual(Array.from({ length: MESSAGES_PAGE }, (_, index) => 75 - MESSAGES_PAGE + index + 1));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/conversations/3/messages/?offset=0&limit=0',
      `/api/conversations/3/messages/?offset=${75 - MESSAGES_PAGE}&limit=${MESSAGES_PAGE}`,
    ]);
  });

  it('starts at the first message when the conversation is shorter than a page', async () => {
    serve(4);
    const page = await getMessagePage(3, null);
    expect(page).toMatchObject({ offset: 0 });
    expect(page.results.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('olderWindow', () => {
  it('asks for the page before the earliest loaded, never overlapping it, and stops at the first message', () => {
    expect(olderWindow({ offset: 45, results: [] })).toEqual({ offset: 45 - MESSAGES_PAGE, limit: MESSAGES_PAGE });
    expect(olderWindow({ offset: 10, results: [] })).toEqual({ offset: 0, limit: 10 });
    expect(olderWindow({ offset: 0, results: [] })).toBeUndefined();
  });
});

describe('withMessage', () => {
  const pages: MessagePages = { pages: [{ offset: 0, results: [message(1), message(2)] }], pageParams: [null] };

  it('adds a new message at the end of the newest page', () => {
    expect(withMessage(pages, message(3))?.pages[0]?.results.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('does not add a message twice (the sender’s answer and its live echo)', () => {
    expect(withMessage(pages, message(2))).toBe(pages);
  });
});

import type { BlockAnswer, ConversationAnswer, Page } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { BlockedOrganisations } from './blocked-organisations';

const block = (id: number, name: string): BlockAnswer => ({ company: { id, name }, created_at: '2026-11-20T10:00:00Z' });

/** A server holding the candidate's blocks: GET lists them, DELETE removes one. */
function serve(initial: BlockAnswer[]) {
  let blocks = [...initial];
  const deleted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      if (init?.method === 'DELETE' && path?.startsWith('/api/blocks/')) {
        deleted.push(path);
        blocks = blocks.filter((item) => `/api/blocks/${item.company.id}/` !== path);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/blocks/') return jsonResponse({ count: blocks.length, next: null, previous: null, results: blocks } satisfies Page<BlockAnswer>);
      // Any other list, such as the conversations an unblock refreshes, is empty.
      return jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<ConversationAnswer>);
    }),
  );
  return deleted;
}

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('BlockedOrganisations', () => {
  it('lists the blocked organisations and unblocks one at once, without asking', async () => {
    const deleted = serve([block(4, 'Brightpath Talent'), block(7, 'Open Doors')]);
    renderRoute(<BlockedOrganisations />);
    expect(await screen.findByText('Brightpath Talent', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Open Doors', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Brightpath Talent' }));
    await waitFor(() => expect(screen.queryByText('Brightpath Talent', { selector: 'p' })).toBeNull());
    expect(deleted).toEqual(['/api/blocks/4/']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Open Doors', { selector: 'p' })).toBeTruthy();
  });

  it('says so when nothing is blocked', async () => {
    serve([]);
    renderRoute(<BlockedOrganisations />);
    expect(await screen.findByText('You have not blocked any organisation.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Blocked organisations' })).toBeTruthy();
  });

  it('offers to try again when the list fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'x' }, { status: 500 })));
    renderRoute(<BlockedOrganisations />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the organisations you blocked.');
  });
});

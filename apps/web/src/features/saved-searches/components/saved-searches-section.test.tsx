import type { Page, SavedSearchAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { SavedSearchesSection } from './saved-searches-section';

const saved = (id: number, name: string, overrides: Partial<SavedSearchAnswer> = {}): SavedSearchAnswer => ({
  id,
  name,
  query: { search: 'python', location: 'London', job_type: 'full-time', remote: true, salary_min: 50000 },
  alert: 'instant',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** A server holding the candidate's saved searches: GET lists, PATCH changes one, DELETE removes one. */
function serve(initial: SavedSearchAnswer[]) {
  let searches = [...initial];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const id = Number(path.split('/')[3]);
      if (method === 'DELETE') {
        calls.push(`DELETE ${path}`);
        searches = searches.filter((item) => item.id !== id);
        return new Response(null, { status: 204 });
      }
      if (method === 'PATCH') {
        const body = JSON.parse(String(init?.body)) as Partial<SavedSearchAnswer>;
        calls.push(`PATCH ${path} ${JSON.stringify(body)}`);
        searches = searches.map((item) => (item.id === id ? { ...item, ...body } : item));
        return jsonResponse(searches.find((item) => item.id === id));
      }
      if (path === '/api/saved-searches/') return jsonResponse({ count: searches.length, next: null, previous: null, results: searches });
      return jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<SavedSearchAnswer>);
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('SavedSearchesSection', () => {
  it('lists each search with its filters in words and a link that applies it to Your Job Matches', async () => {
    serve([saved(1, 'Python in London')]);
    renderRoute(<SavedSearchesSection />);
    expect(await screen.findByText('Python in London')).toBeTruthy();
    expect(screen.getByText('“python” · London · full-time · remote · salary from 50,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Python in London' }).getAttribute('href')).toBe('/yourmatches?search=python&location=London&type=full-time&remote=true');
  });

  it('changes the alert at once', async () => {
    const calls = serve([saved(1, 'Python in London')]);
    renderRoute(<SavedSearchesSection />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Alerts for Python in London' }), { target: { value: 'daily' } });
    await waitFor(() => expect(calls).toEqual(['PATCH /api/saved-searches/1/ {"alert":"daily"}']));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Alerts for Python in London' }) as HTMLSelectElement).value).toBe('daily'));
  });

  it('renames a search, refusing an empty name with the contract’s words', async () => {
    const calls = serve([saved(1, 'Python in London')]);
    renderRoute(<SavedSearchesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Python in London' }));
    const name = screen.getByRole('textbox', { name: /New name for Python in London/ });
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Give this search a name.')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(name, { target: { value: 'Python jobs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Python jobs')).toBeTruthy();
    expect(calls).toEqual(['PATCH /api/saved-searches/1/ {"name":"Python jobs"}']);
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const calls = serve([saved(1, 'Python in London'), saved(2, 'North', { query: { search: '', location: 'Leeds', job_type: null, remote: false, salary_min: null } })]);
    renderRoute(<SavedSearchesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Python in London' }));
    // The dialog's code loads on first use (components/ui/dialog.tsx), so it is waited for.
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Python in London' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Python in London')).toBeNull());
    expect(calls).toEqual(['DELETE /api/saved-searches/1/']);
    expect(screen.getByText('North')).toBeTruthy();
  });

  it('says so when there are none, and offers to try again when the list fails', async () => {
    serve([]);
    const { unmount } = renderRoute(<SavedSearchesSection />);
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
    unmount();
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'x' }, { status: 500 })));
    renderRoute(<SavedSearchesSection />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your saved searches.');
  });
});

import { SAVED_SEARCH_MESSAGES, type Page, type SavedSearchAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { SaveSearchButton } from './save-search-button';

const filters = { search: 'python', location: 'London', jobType: 'full-time' as const, remote: true };

function serve(reply: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).startsWith('/api/saved-searches/')) {
        posted.push(JSON.parse(String(init.body)));
        return reply();
      }
      return jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<SavedSearchAnswer>);
    }),
  );
  return posted;
}

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('SaveSearchButton', () => {
  it('saves the page’s search with a name, a lowest salary and the alert chosen', async () => {
    const saved: SavedSearchAnswer = {
      id: 1,
      name: 'Python, London',
      query: { search: 'python', location: 'London', job_type: 'full-time', remote: true, salary_min: 50000 },
      alert: 'daily',
      created_at: '2030-01-02T10:00:00.000Z',
      updated_at: '2030-01-02T10:00:00.000Z',
    };
    const posted = serve(() => jsonResponse(saved, { status: 201 }));
    renderRoute(<SaveSearchButton filters={filters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
    expect(name.value).toBe('python in London');
    fireEvent.change(name, { target: { value: 'Python, London' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Lowest salary/ }), { target: { value: '50000' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Alert me' }), { target: { value: 'daily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ name: 'Python, London', alert: 'daily', query: { search: 'python', location: 'London', job_type: 'full-time', remote: true, salary_min: 50000 } }]);
  });

  it('refuses a bad salary on the spot, and shows the server’s limit when it refuses', async () => {
    const posted = serve(() => jsonResponse({ non_field_errors: [SAVED_SEARCH_MESSAGES.tooMany] }, { status: 400 }));
    renderRoute(<SaveSearchButton filters={filters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Lowest salary/ }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.salaryMin)).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Lowest salary/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.tooMany)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

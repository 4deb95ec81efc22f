import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { YourMatchesRoute } from './your-matches';

const job = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Job ${id}`,
  description: 'Build things.',
  keywords: 'React, CSS',
  salary_min: 30000,
  salary_max: 40000,
  city: 'Leeds',
  state: 'England',
  country: 'United Kingdom',
  created_by: 1,
  company: 1,
  company_name: 'Acme Labs',
  company_logo: null,
  is_remote: false,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 1,
  benefits_and_perks: '',
  visa_sponsor: false,
  status: 'active',
  is_active: true,
  department: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  isSaved: false,
  match_score: null,
  ...overrides,
});

const page = (results: unknown[], count = results.length) =>
  jsonResponse({ count, next: null, previous: null, results });
const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

function serve(jobs: () => Response) {
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': () => jsonResponse({ isAuthenticated: true }),
      '/api/whoami/': () =>
        jsonResponse({ id: 7, role: 'candidate', name: 'Ada', email: 'ada@tandem.dev', company: null }),
      '/api/users/7/': () => jsonResponse({ id: 7, applicationids: [{ id: 3 }] }),
      '/api/skill/': () => page([]),
      '/api/job-applications/': () => page([]),
      '/api/jobprofile/': jobs,
    }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/yourmatches', () => {
  it('shows three skeleton cards, then the count and the cards with their badge only when scored', async () => {
    serve(() => page([job(1, { match_score: 92 }), job(2)], 2));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(3);
    expect(await screen.findByText('We found 2 jobs that match your profile')).toBeTruthy();
    expect(screen.getByText('92% Match')).toBeTruthy();
    expect(screen.getAllByText(/% Match$/)).toHaveLength(1);
    expect(screen.getAllByText('On-site')).toHaveLength(2);
  });

  it('asks the API with the search, filters and sort of the query string', async () => {
    serve(() => page([]));
    const { router } = renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await router.navigate('/yourmatches?search=react&location=Leeds&remote=true&sort=salary');
    await waitFor(() => expect(calls().some((call) => call.includes('search=react'))).toBe(true));
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeTruthy();
    const url = calls().findLast((call) => call.includes('search=react')) ?? '';
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('search')).toBe('react');
    expect(params.get('city')).toBe('Leeds');
    expect(params.get('is_remote')).toBe('true');
    expect(params.get('ordering')).toBe('-salary_max');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('react');
  });

  it('opens the detail modal with None for no perks and the visa answer', async () => {
    serve(() => page([job(1, { visa_sponsor: true })]));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await screen.findByText('We found 1 jobs that match your profile');
    fireEvent.click(screen.getByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Job 1' });
    expect(dialog.textContent).toContain('Available');
    expect(dialog.textContent).toContain('Benefits and perks');
    expect(dialog.textContent).toContain('None');
  });

  it('tells the candidate when the jobs cannot be fetched', async () => {
    serve(() => jsonResponse({ detail: 'Bad request.' }, { status: 400, statusText: 'Bad Request' }));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await waitFor(() => expect(screen.getAllByText('Error fetching jobs').length).toBeGreaterThan(0));
    expect(screen.getByText('Error: Bad Request')).toBeTruthy();
  });
});

import type { JobAnswer, MatchCountAnswer, MatchExplanation, MatchResult, SignedInAnswer, UserAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { YourMatchesRoute } from './your-matches';

const job = (id: number, overrides: Partial<JobAnswer> = {}): JobAnswer => ({
  id,
  paused_reason: null,
  stale_since: null,
  title: `Job ${id}`,
  description: 'Build things.',
  keywords: 'React, CSS',
  salary_min: 30000,
  salary_max: 40000,
  salary_currency: 'GBP',
  salary_period: 'year',
  city: 'Leeds',
  state: 'England',
  country: 'United Kingdom',
  created_by: 1,
  company: 1,
  company_name: 'Acme Labs',
  company_logo: null,
  company_response_rate: null,
  company_median_reply_days: null,
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

const factor = (earned: number, possible: number, note: string) => ({ earned, possible, share: earned / possible, note });
const explanation: MatchExplanation = {
  score: 74,
  band: 'good',
  factors: {
    skills: factor(30, 60, '1 of 2 skills matched'),
    experience: factor(15, 15, 'No experience required'),
    education: factor(5, 5, 'No degree required'),
    place: factor(10, 10, 'Same city (Leeds)'),
    preferences: factor(10, 10, 'No preferences stated: every job suits'),
  },
  matchedSkills: [{ key: 'id:1', skillId: 1, name: 'React', level: 8, credit: 0.9 }],
  relatedSkills: [],
  missingSkills: [{ key: 'id:2', skillId: 2, name: 'CSS' }],
  hints: [{ kind: 'add-skill', message: 'Add CSS to raise this match', gain: 9 }],
};

function serve(
  jobs: () => Response,
  match: () => Response = () => page([{ job: job(1), score: 74, explanation } satisfies MatchResult]),
  count: { matched: number; skills: number } = { matched: 1, skills: 4 },
) {
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': () => jsonResponse({ isAuthenticated: true }),
      '/api/whoami/': () =>
        jsonResponse({ id: 7, role: 'candidate', name: 'Ada', email: 'ada@tandem.dev', company: null, email_verified: true, profile_picture: null } satisfies SignedInAnswer),
      '/api/users/7/': () =>
        jsonResponse({
          id: 7,
          name: 'Ada',
          title: '',
          email: 'ada@tandem.dev',
          phone_number: '',
          address: '',
          profile_picture: null,
          role: 'candidate',
          company: null,
          email_verified: true,
          visibility: 'open',
          applicationids: [{ id: 3 }],
          volunteer_hours: [],
        } satisfies UserAnswer),
      '/api/skill/': () => page([]),
      '/api/job-applications/': () => page([]),
      '/api/jobprofile/': jobs,
      '/api/matching/match/': match,
      '/api/matching/count/': () => jsonResponse({ ...count, capped: false } satisfies MatchCountAnswer),
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
  it('shows three skeleton cards, then the count of matches, the matches, and the rest under Other jobs', async () => {
    serve(() => page([job(1, { match_score: 92 }), job(2, { match_score: 35 }), job(3)], 3));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(3);
    expect(await screen.findByText('We found 1 job that matches your profile')).toBeTruthy();
    // The cards' code loads beside the jobs (a lazy chunk), so the cards may follow the count.
    expect(await screen.findByText('92% Match')).toBeTruthy();
    expect(screen.getAllByText(/% Match$/)).toHaveLength(2);
    expect(screen.getByText('92% Match').dataset.band).toBe('strong');
    expect(screen.getByText('35% Match').dataset.band).toBe('not-a-match');
    // Right under the screen's h1, so the matches' titles are h2s, and those under Other jobs h3s.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Job 1',
      'Other jobs',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Job 2', 'Job 3']);
  });

  it('asks an empty profile to add skills instead of listing non-matches, with the list one click away', async () => {
    serve(() => page([job(1, { match_score: 12 })]), undefined, { matched: 0, skills: 0 });
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    expect(await screen.findByText('We found 0 jobs that match your profile')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Add your skills to see jobs that match you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add skills to your profile' }).getAttribute('href')).toBe('/editprofile');
    expect(screen.queryByRole('heading', { name: 'Job 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all jobs anyway' }));
    expect(await screen.findByRole('heading', { name: 'Job 1' })).toBeTruthy();
  });

  it('shows a search of an empty profile at once, under the prompt to add skills', async () => {
    serve(() => page([job(1, { match_score: 12 })]), undefined, { matched: 0, skills: 0 });
    const { router } = renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await router.navigate('/yourmatches?search=Barista');
    expect(await screen.findByRole('heading', { name: 'Add your skills to see jobs that match you' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Job 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all jobs anyway' })).toBeNull();
  });

  it('counts the list shown under a search, so the line never says it found jobs above No jobs found', async () => {
    // The profile has 2 matches among all active jobs, but none of them is a barista job.
    serve(() => page([]), undefined, { matched: 2, skills: 4 });
    const { router } = renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await router.navigate('/yourmatches?search=Barista');
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeTruthy();
    expect(await screen.findByText('0 jobs match your search')).toBeTruthy();
    expect(screen.queryByText(/We found/)).toBeNull();
    await router.navigate('/yourmatches');
    expect(await screen.findByText('We found 2 jobs that match your profile')).toBeTruthy();
  });

  it('counts the saved jobs on the Saved tab', async () => {
    serve(() => page([job(4, { isSaved: true })]), undefined, { matched: 2, skills: 4 });
    const { router } = renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await router.navigate('/yourmatches?tab=saved');
    expect(await screen.findByText('You have saved 1 job')).toBeTruthy();
    expect(screen.queryByText(/We found/)).toBeNull();
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
    await screen.findByText('We found 1 job that matches your profile');
    fireEvent.click(screen.getByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Job 1' });
    expect(dialog.textContent).toContain('Available');
    expect(dialog.textContent).toContain('Benefits and perks');
    expect(dialog.textContent).toContain('None');
  });

  it("shows the matching engine's reasons for the job it opens, asked for that job alone", async () => {
    serve(() => page([job(1, { match_score: 74 })]));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await screen.findByText('We found 1 job that matches your profile');
    expect(calls().some((call) => call.includes('/api/matching/match/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^View/ }));
    const reasons = await screen.findByRole('region', { name: 'Why this job matches you' });
    expect(await within(reasons).findByText('Tip: Add CSS to raise this match')).toBeTruthy();
    expect(within(reasons).getByText('React')).toBeTruthy();
    expect(within(reasons).getByText('CSS')).toBeTruthy();
    expect(within(reasons).getByText('Same city (Leeds)')).toBeTruthy();
    const asked = calls().filter((call) => call.includes('/api/matching/match/'));
    expect(asked).toHaveLength(1);
    const params = new URL(asked[0] ?? '', 'http://x').searchParams;
    expect(params.get('job')).toBe('1');
    expect(params.has('limit')).toBe(false);
  });

  it('says a job the engine does not rank (a 404) has no match reasons', async () => {
    serve(
      () => page([job(1)]),
      () => jsonResponse({ detail: 'Not found.' }, { status: 404, statusText: 'Not Found' }),
    );
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await screen.findByText('We found 1 job that matches your profile');
    fireEvent.click(screen.getByRole('button', { name: /^View/ }));
    const reasons = await screen.findByRole('region', { name: 'Why this job matches you' });
    expect(
      await within(reasons).findByText('This job is not open, so it has no match reasons.'),
    ).toBeTruthy();
  });

  it('tells the candidate when the jobs cannot be fetched', async () => {
    serve(() => jsonResponse({ detail: 'Bad request.' }, { status: 400, statusText: 'Bad Request' }));
    renderRoute(<YourMatchesRoute />, { path: '/yourmatches' });
    await waitFor(() => expect(screen.getAllByText('Error fetching jobs').length).toBeGreaterThan(0));
    expect(screen.getByText('Error: Bad Request')).toBeTruthy();
  });
});

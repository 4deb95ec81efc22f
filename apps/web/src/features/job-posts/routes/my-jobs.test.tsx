import type { JobAnswer, Page } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { MyJobsRoute } from './my-jobs';

const job: JobAnswer = {
  id: 7,
  paused_reason: null,
  stale_since: null,
  title: 'Backend Developer',
  description: 'APIs.',
  keywords: 'Python',
  salary_min: null,
  salary_max: null,
  salary_currency: 'GBP',
  salary_period: 'year',
  city: 'Leeds',
  state: 'England',
  country: 'United Kingdom',
  created_by: 1,
  company: 1,
  company_name: 'Brightpath',
  company_logo: null,
  company_response_rate: null,
  company_median_reply_days: null,
  is_remote: false,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 2,
  benefits_and_perks: '',
  visa_sponsor: false,
  status: 'active',
  is_active: true,
  department: '',
  created_at: '2030-03-05T10:00:00.000Z',
  updated_at: '2030-03-05T10:00:00.000Z',
  applicants_count: 3,
};

const page = (results: JobAnswer[]) => jsonResponse({ count: results.length, next: null, previous: null, results } satisfies Page<JobAnswer>);
const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/myjobs', () => {
  it("lists only the organisation's own jobs, asked of the server, with the posted date in en-GB", async () => {
    fetchMock.mockImplementation(async () => page([job]));
    renderRoute(<MyJobsRoute />, { path: '/myjobs' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('05/03/2030')).toBeDefined();
    expect(within(table).getAllByText('Leeds, United Kingdom').length).toBeGreaterThan(0);
    // Every list of jobs asked is the organisation's own (the stale notes also read the server's durations).
    const jobLists = calls().filter((call) => call.includes('/api/jobprofile/'));
    expect(jobLists.length).toBeGreaterThan(0);
    expect(jobLists.every((call) => call.includes('mine=true'))).toBe(true);
  });

  it('shows remote, type and pay in the table, as the cards do (issue 30, item 14)', async () => {
    fetchMock.mockImplementation(async () => page([{ ...job, is_remote: true, salary_min: 40000, salary_max: 55000 }]));
    renderRoute(<MyJobsRoute />, { path: '/myjobs' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Type and pay' })).toBeDefined();
    expect(within(table).getAllByText('Leeds, United Kingdom · Remote').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Full-time · £40,000 – £55,000 a year').length).toBeGreaterThan(0);
  });

  it('sends the search text and the status filter to the server and shows the empty words', async () => {
    fetchMock.mockImplementation(async (url) => page(String(url).includes('search=glasgow') ? [] : [job]));
    renderRoute(<MyJobsRoute />, { path: '/myjobs' });
    await screen.findByRole('table');
    fireEvent.change(screen.getByPlaceholderText(UI_MESSAGES.myJobs.searchPlaceholder), { target: { value: 'glasgow' } });
    expect(await screen.findByText(UI_MESSAGES.jobs.noJobsMatching)).toBeDefined();
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'closed' } });
    await waitFor(() => expect(calls().some((call) => call.includes('status=closed') && call.includes('search=glasgow'))).toBe(true));
  });

  it('switches to cards with View Details', async () => {
    fetchMock.mockImplementation(async () => page([job]));
    renderRoute(<MyJobsRoute />, { path: '/myjobs' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Card view' }));
    fireEvent.click(screen.getByRole('button', { name: /View Details/ }));
    expect(await screen.findByRole('dialog', { name: 'Backend Developer' })).toBeDefined();
  });

  it('deletes a job only after the confirmation', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : page([job]),
    );
    renderRoute(<MyJobsRoute />, { path: '/myjobs' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Backend Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/jobprofile/7/'));
  });
});

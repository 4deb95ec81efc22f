import type { JobApplicationAnswer } from '@tandem/contract';
import { REJECTION_NOTES } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { AwaitingReply } from './awaiting-reply';

const NOW = new Date('2030-01-10T12:00:00.000Z');

const waiting = (id: number, name: string, dueAt: string): JobApplicationAnswer => ({
  id,
  job: 7,
  job_title: 'Barista',
  company: 1,
  company_name: 'The Daily Grind',
  status: 'applied',
  is_open: true,
  note: '',
  applied_at: '2030-01-01T09:00:00.000Z',
  updated_at: '2030-01-01T09:00:00.000Z',
  withdrawn_at: null,
  reply_due_at: dueAt,
  replied_at: null,
  candidate: { id: 100 + id, name, title: '' },
});

const page = (results: JobApplicationAnswer[]) => jsonResponse({ count: results.length, next: null, previous: null, results });

const fetchMock = vi.fn<typeof fetch>();
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Awaiting your reply', () => {
  const rows = [waiting(1, 'Ada Lovelace', '2030-01-11T09:00:00.000Z'), waiting(2, 'Grace Hopper', '2030-01-15T09:00:00.000Z')];

  it('lists applicants owed an answer in the order given (soonest deadline first) with the days left', async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => page(rows) }));
    renderRoute(<AwaitingReply now={NOW} />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Ada Lovelace'), expect.stringContaining('Grace Hopper')]);
    expect(within(items[0]!).getByText('1 day left')).toBeDefined();
    expect(within(items[1]!).getByText('5 days left')).toBeDefined();
    expect(screen.getByRole('heading', { name: /Awaiting your reply/ }).textContent).toContain('(2)');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('awaiting_reply=true');
  });

  it('moves an applicant with one click', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/job-applications/': () => page(rows), 'PATCH /api/job-applications/1/': () => jsonResponse({ ...rows[0], status: 'screening' }) }),
    );
    renderRoute(<AwaitingReply now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Screening for Ada Lovelace' }));
    await waitFor(() => expect(patches()).toEqual([{ url: '/api/job-applications/1/', body: { status: 'screening' } }]));
    expect(await screen.findByText('Ada Lovelace moved to Screening.')).toBeDefined();
  });

  it('declines only after a note is chosen and confirmed, sending that note', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/job-applications/': () => page(rows), 'PATCH /api/job-applications/2/': () => jsonResponse({ ...rows[1], status: 'rejected' }) }),
    );
    renderRoute(<AwaitingReply now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Grace Hopper…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Grace Hopper?' });
    expect(patches()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(REJECTION_NOTES.position_filled.label) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and decline' }));
    await waitFor(() => expect(patches()).toEqual([{ url: '/api/job-applications/2/', body: { status: 'rejected', rejection_note: 'position_filled' } }]));
  });

  it('says so when nobody is waiting, and when the list cannot be fetched', async () => {
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => page([]) }));
    const first = renderRoute(<AwaitingReply now={NOW} />);
    expect(await screen.findByText('No applicant is waiting for a reply.')).toBeDefined();
    first.unmount();
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => jsonResponse({ detail: 'Internal server error.' }, { status: 500 }) }));
    renderRoute(<AwaitingReply now={NOW} />);
    expect(await screen.findByText('Unable to fetch the applicants awaiting your reply')).toBeDefined();
  });
});

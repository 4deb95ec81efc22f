import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { REJECTION_NOTES } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobApplication } from '../../../testing/fixtures';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { AwaitingReply } from './awaiting-reply';

const NOW = new Date('2030-01-10T12:00:00.000Z');

const waiting = (id: number, name: string, dueAt: string): JobApplicationAnswer =>
  jobApplication({
    id,
    job: 7,
    job_title: 'Barista',
    company_name: 'The Daily Grind',
    applied_at: '2030-01-01T09:00:00.000Z',
    updated_at: '2030-01-01T09:00:00.000Z',
    reply_due_at: dueAt,
    candidate: { id: 100 + id, name, title: '' },
  });

const page = (results: JobApplicationAnswer[]) => jsonResponse({ count: results.length, next: null, previous: null, results } satisfies Page<JobApplicationAnswer>);

const fetchMock = vi.fn<typeof fetch>();
const sent = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
const patches = () => sent('PATCH');

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
    // 21 hours away: worded in hours, not rounded up to a day.
    expect(within(items[0]!).getByText('21 hours left')).toBeDefined();
    expect(within(items[1]!).getByText('5 days left')).toBeDefined();
    expect(screen.getByRole('heading', { name: /Awaiting your reply/ }).textContent).toContain('(2)');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('awaiting_reply=true');
  });

  it('words the time left from the real deadline, so a short window never reads 1 day left', async () => {
    const soon = [waiting(3, 'Katherine Johnson', '2030-01-10T12:00:20.000Z'), waiting(4, 'Mary Jackson', '2030-01-10T17:30:00.000Z')];
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => page(soon) }));
    renderRoute(<AwaitingReply now={NOW} />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByText('20 seconds left')).toBeDefined();
    expect(within(items[1]!).getByText('6 hours left')).toBeDefined();
    expect(screen.queryByText('1 day left')).toBeNull();
  });

  it('moves an applicant with one click', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'GET /api/job-applications/': () => page(rows), 'PATCH /api/job-applications/1/': () => jsonResponse({ ...rows[0]!, status: 'screening' } satisfies JobApplicationAnswer) }),
    );
    renderRoute(<AwaitingReply now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Screening for Ada Lovelace' }));
    await waitFor(() => expect(patches()).toEqual([{ url: '/api/job-applications/1/', body: { status: 'screening' } }]));
    expect(await screen.findByText('Ada Lovelace moved to Screening.')).toBeDefined();
  });

  it('declines only after a note is chosen and confirmed, holding that note on the server for its undo window', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'GET /api/job-applications/': () => page(rows),
        'POST /api/job-applications/2/held-move/': () => jsonResponse(
          { ...rows[1]!, held_move: { status: 'rejected', due_at: '2030-01-10T12:00:10.000Z', by: 'Bea', can_undo: true } } satisfies JobApplicationAnswer,
          { status: 202 },
        ),
      }),
    );
    renderRoute(<AwaitingReply now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Grace Hopper…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Grace Hopper?' });
    expect(patches()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(REJECTION_NOTES.position_filled.label) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and decline' }));
    await waitFor(() => expect(sent('POST')).toEqual([{ url: '/api/job-applications/2/held-move/', body: { status: 'rejected', rejection_note: 'position_filled' } }]));
    expect(patches()).toEqual([]);
  });

  it('shows a held decline with its countdown and Undo, which asks the server to undo it', async () => {
    const dueAt = new Date(Date.now() + 8_000).toISOString();
    const held = { ...rows[1]!, held_move: { status: 'rejected' as const, due_at: dueAt, by: 'Bea', can_undo: true } };
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => page([rows[0]!, held]), 'DELETE /api/job-applications/2/held-move/': () => jsonResponse({ ...rows[1]!, held_move: null } satisfies JobApplicationAnswer) }));
    renderRoute(<AwaitingReply now={NOW} />);
    const status = await screen.findByText(/^Grace Hopper is declined in \d+ s\. Nothing is sent before then\.$/);
    expect(screen.queryByRole('button', { name: 'Decline Grace Hopper…' })).toBeNull();
    fireEvent.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent('DELETE').map((call) => call.url)).toEqual(['/api/job-applications/2/held-move/']));
    expect(await screen.findByText('Grace Hopper is not declined.')).toBeDefined();
  });

  it("shows a colleague's held decline without Undo", async () => {
    const held = { ...rows[1]!, held_move: { status: 'rejected' as const, due_at: new Date(Date.now() + 8_000).toISOString(), by: 'Bea', can_undo: false } };
    fetchMock.mockImplementation(routeFetch({ 'GET /api/job-applications/': () => page([held]) }));
    renderRoute(<AwaitingReply now={NOW} />);
    const status = await screen.findByText(/^Bea is declining Grace Hopper \(in \d+ s\)\.$/);
    expect(within(status.closest('[role="status"]') as HTMLElement).queryByRole('button', { name: 'Undo' })).toBeNull();
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

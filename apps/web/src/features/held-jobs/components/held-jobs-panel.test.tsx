import type { HeldJobAnswer, Page } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { HeldJobsPanel } from './held-jobs-panel';

const HELD: HeldJobAnswer = {
  id: 7,
  title: 'Data entry from home',
  description: 'A £50 registration fee secures your place.',
  job_type: 'part-time',
  salary_min: 20000,
  salary_max: 24000,
  salary_currency: 'USD',
  salary_period: 'year',
  company: 3,
  company_name: 'Quick Cash Ltd',
  held_reason: 'It asks applicants for money (a fee, deposit or payment): genuine employers never charge people to apply or start.',
  created_at: '2026-11-28T04:00:00.000Z',
  updated_at: '2026-11-28T04:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the held jobs panel', () => {
  it('lists each held job with why, and publishes it only with a reason', async () => {
    // A signed-in browser holds the CSRF cookie the client echoes on a POST.
    document.cookie = 'csrftoken=t; path=/';
    let held = [HELD];
    const decisions: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(routeFetch({
      'GET /api/admin/jobs/held/': () => jsonResponse({ count: held.length, next: null, previous: null, results: held } satisfies Page<HeldJobAnswer>),
      'POST /api/admin/jobs/7/publish/': () => {
        held = [];
        return jsonResponse({ id: 7, status: 'active' });
      },
    })));
    const fetchMock = vi.mocked(fetch);
    renderRoute(<HeldJobsPanel />);
    expect(await screen.findByText(HELD.held_reason)).toBeTruthy();
    expect(screen.getByText('Quick Cash Ltd · Part-time · US$20,000 – US$24,000 a year')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Publish ${HELD.title}` }));
    expect(await screen.findByText(/Give a reason/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Reason for your decision/), { target: { value: 'Checked with the employer.' } });
    fireEvent.click(screen.getByRole('button', { name: `Publish ${HELD.title}` }));
    expect(await screen.findByText('No job is held for review.')).toBeTruthy();
    for (const [, init] of fetchMock.mock.calls) if (init?.method === 'POST') decisions.push(JSON.parse(String(init.body)));
    await waitFor(() => expect(decisions).toEqual([{ reason: 'Checked with the employer.' }]));
  });
});

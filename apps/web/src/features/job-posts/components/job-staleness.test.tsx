import type { JobAnswer, StaleJobSettings } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { JobStaleness } from './job-staleness';

type Staleness = Pick<JobAnswer, 'id' | 'title' | 'status' | 'paused_reason' | 'stale_since'>;
const job: Staleness = { id: 7, title: 'Backend Developer', status: 'paused', paused_reason: 'stale', stale_since: null };

const fetchMock = vi.fn<typeof fetch>();
/** The calls that change the job (the settings' GET left out). */
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/stale-jobs/settings/')
      ? jsonResponse({ stale_after_seconds: 20, pause_after_seconds: 2_592_000 } satisfies StaleJobSettings)
      : jsonResponse({ ...job, status: 'active', paused_reason: null } satisfies Staleness),
  );
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a job's staleness on /myjobs", () => {
  it('says why Tandem paused a job, and Still hiring makes it active again', async () => {
    renderRoute(<JobStaleness job={job} />);
    // The server's JOB_PAUSE_AFTER in words.
    expect(await screen.findByText('Paused by Tandem: nothing moved on it for 30 days, so candidates no longer see it.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Still hiring for Backend Developer' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(`${init?.method} ${String(url)}`).toBe('PATCH /api/jobprofile/7/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'active' });
  });

  it('asks about an active job flagged as quiet, with both answers the notification names', async () => {
    renderRoute(<JobStaleness job={{ ...job, status: 'active', paused_reason: null, stale_since: '2030-01-01T00:00:00.000Z' }} />);
    // A short test setting is said as it is, never 'weeks'.
    expect(await screen.findByText('Nothing has moved on this job for 20 seconds. Still hiring?')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Still hiring for Backend Developer' }).textContent).toBe('Still hiring');
    fireEvent.click(screen.getByRole('button', { name: 'Close this job: Backend Developer' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0] ?? [];
    expect(`${init?.method} ${String(url)}`).toBe('PATCH /api/jobprofile/7/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'closed' });
  });

  it('says nothing of a job paused by its organisation or active and busy', () => {
    const { unmount } = renderRoute(<JobStaleness job={{ ...job, paused_reason: null }} />);
    expect(screen.queryByRole('button', { name: /Still hiring|Close this job/ })).toBeNull();
    unmount();
    renderRoute(<JobStaleness job={{ ...job, status: 'active', paused_reason: null }} />);
    expect(screen.queryByRole('button', { name: /Still hiring|Close this job/ })).toBeNull();
  });
});

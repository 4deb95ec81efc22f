import type { JobAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { JobStaleness } from './job-staleness';

type Staleness = Pick<JobAnswer, 'id' | 'title' | 'status' | 'paused_reason' | 'stale_since'>;
const job: Staleness = { id: 7, title: 'Backend Developer', status: 'paused', paused_reason: 'stale', stale_since: null };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ ...job, status: 'active', paused_reason: null }));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a job's staleness on /myjobs", () => {
  it('says why Tandem paused a job, and Still hiring makes it active again', async () => {
    renderRoute(<JobStaleness job={job} />);
    expect(screen.getByText(/Paused by Tandem/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Still hiring for Backend Developer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(`${init?.method} ${String(url)}`).toBe('PATCH /api/jobprofile/7/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'active' });
  });

  it('asks about an active job flagged as quiet, with both answers the notification names', async () => {
    renderRoute(<JobStaleness job={{ ...job, status: 'active', paused_reason: null, stale_since: '2030-01-01T00:00:00.000Z' }} />);
    expect(screen.getByText('Nothing has moved on this job for weeks. Still hiring?')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Still hiring for Backend Developer' }).textContent).toBe('Still hiring');
    fireEvent.click(screen.getByRole('button', { name: 'Close this job: Backend Developer' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
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

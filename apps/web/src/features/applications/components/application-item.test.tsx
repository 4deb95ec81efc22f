import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { ApplicationItem } from './application-item';

const application: JobApplicationAnswer = {
  id: 3,
  job: 9,
  job_title: 'Backend Developer',
  company: 2,
  company_name: 'Brightpath Talent',
  status: 'applied',
  is_open: true,
  note: '',
  applied_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  withdrawn_at: null,
  reply_due_at: '2026-12-08T10:00:00.000Z',
  replied_at: null,
  candidate: { id: 1, name: 'Cara Candidate', title: '' },
};

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<JobApplicationAnswer>)));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an application's dates", () => {
  it('words the day applied as the reply promise beside it words its day (one format on /applications)', () => {
    renderRoute(<ApplicationItem application={{ ...application, withdrawn_at: '2026-11-26T10:00:00.000Z', is_open: false }} onWithdraw={() => undefined} />);
    expect(screen.getByText('24 November 2026')).toBeDefined();
    expect(screen.getByText('26 November 2026')).toBeDefined();
  });
});

describe("an application's reply deadline", () => {
  it('says by when an answer is due while it waits', () => {
    renderRoute(<ApplicationItem application={application} onWithdraw={() => undefined} />);
    expect(screen.getByText('Reply expected by 8 December 2026')).toBeDefined();
  });

  it('says no reply came by then, and points to jobs that match', () => {
    renderRoute(<ApplicationItem application={{ ...application, status: 'no_reply', is_open: false }} onWithdraw={() => undefined} />);
    expect(screen.getByText('No reply by 8 December 2026')).toBeDefined();
    expect(screen.getByText('No reply')).toBeDefined();
    expect(screen.getByRole('link', { name: 'See jobs that match your profile' }).getAttribute('href')).toBe('/yourmatches');
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('says nothing of a deadline once the organisation answered', () => {
    renderRoute(<ApplicationItem application={{ ...application, status: 'screening', replied_at: '2026-11-25T10:00:00.000Z' }} onWithdraw={() => undefined} />);
    expect(screen.queryByText(/Reply expected by/)).toBeNull();
    expect(screen.queryByText(/No reply by/)).toBeNull();
  });
});

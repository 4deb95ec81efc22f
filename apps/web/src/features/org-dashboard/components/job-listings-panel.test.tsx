import { UI_MESSAGES, type JobAnswer, type Page } from '@tandem/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchEachTest } from '../../../testing/fetch-mock';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { JobListingsPanel } from './job-listings-panel';

const fetchMock = stubFetchEachTest();

describe("the dashboard's Job Listings", () => {
  it('says the jobs could not be fetched when the server fails, not that none match', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Internal server error.' }, { status: 500, statusText: 'Internal Server Error' }));
    renderRoute(<JobListingsPanel />);
    expect(await screen.findByText(UI_MESSAGES.jobs.errorFetchingJobs)).toBeTruthy();
    expect(screen.queryByText(UI_MESSAGES.jobs.noJobsMatching)).toBeNull();
  });

  it('says none match when the server answers an empty page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<JobAnswer>));
    renderRoute(<JobListingsPanel />);
    expect(await screen.findByText(UI_MESSAGES.jobs.noJobsMatching)).toBeTruthy();
    expect(screen.queryByText(UI_MESSAGES.jobs.errorFetchingJobs)).toBeNull();
  });
});

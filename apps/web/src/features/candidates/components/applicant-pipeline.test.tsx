import type { JobApplicationAnswer, Page } from '@tandem/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobApplication } from '../../../testing/fixtures';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { ApplicantPipeline } from './applicant-pipeline';

const applicant = jobApplication();

const fetchMock = vi.fn<typeof fetch>();
/** Requests about résumés: the board knows who has one (has_resume) and asks nothing of the kind. */
const resumeRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/common/resume'));

beforeEach(() => {
  fetchMock.mockReset();
  // The card's Message link reads the company's conversations: none here.
  fetchMock.mockImplementation(async () => jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies Page<JobApplicationAnswer>));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplicantPipeline', () => {
  it("shows an applicant's contact details and résumé under their stage, asking the server nothing about it", async () => {
    renderRoute(<ApplicantPipeline applications={[{ ...applicant, candidate: { ...applicant.candidate, has_resume: true } }]} jobId={1} />);
    const applied = screen.getByRole('region', { name: /Applied/ });
    expect(within(applied).getByRole('link', { name: 'alex@tandem.dev' }).getAttribute('href')).toBe('mailto:alex@tandem.dev');
    expect((await within(applied).findByRole('link', { name: /Résumé/ })).getAttribute('href')).toBe('/common/resume/10/file/');
    expect(resumeRequests()).toEqual([]);
  });

  it('says when an applicant has no résumé, without a request for it', async () => {
    renderRoute(<ApplicantPipeline applications={[{ ...applicant, candidate: { ...applicant.candidate, has_resume: false } }]} jobId={1} />);
    expect(await screen.findByText('No résumé uploaded')).toBeDefined();
    expect(resumeRequests()).toEqual([]);
  });

  it('moves nobody when the stage select changes, and moves the applicant once Move is pressed', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH' ? jsonResponse({ ...applicant, status: 'interview' } satisfies JobApplicationAnswer) : new Response(null, { status: 404 }),
    );
    renderRoute(<ApplicantPipeline applications={[applicant]} jobId={1} />);
    fireEvent.change(screen.getByLabelText('Stage of Alex Rivera'), { target: { value: 'screening' } });
    fireEvent.change(screen.getByLabelText('Stage of Alex Rivera'), { target: { value: 'interview' } });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Move Alex Rivera' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH') ?? [];
    expect(`${init?.method} ${String(url)}`).toBe('PATCH /api/job-applications/5/');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'interview' });
  });

  it('never offers a backwards move', () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));
    renderRoute(<ApplicantPipeline applications={[{ ...applicant, status: 'offer' }]} jobId={1} />);
    const options = within(screen.getByLabelText('Stage of Alex Rivera')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Offer', 'Hired', 'Rejected']);
  });
});

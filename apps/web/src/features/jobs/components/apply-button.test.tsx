import type { JobApplicationAnswer, Page, ProfileCompletionAnswer, ResumeAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appliedJobIds, useApplications } from '../../applications';
import { jobApplication } from '../../../testing/fixtures';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { ApplyButton } from './apply-button';

const job = { id: 3, title: 'Barista', company_name: 'The Daily Grind' };
const thin = {
  completion: 20,
  checklist: [
    { key: 'skills', label: 'Add your skills', done: false, link: '/editprofile' },
    { key: 'name', label: 'Add your name', done: true, link: '/editprofile' },
  ],
} satisfies ProfileCompletionAnswer;
/** The application the server answers a POST to /api/jobprofile/3/apply/ with. */
const sentApplication = jobApplication({ id: 1, job: 3, job_title: 'Barista', company_name: 'The Daily Grind', candidate: { id: 10, name: 'Alex Rivera', title: 'Barista' } });

const fetchMock = vi.fn<typeof fetch>();

/** The button as a job card uses it: Applied once the candidate's applications include the job. */
function CardApply() {
  const applications = useApplications();
  return <ApplyButton job={job} applied={appliedJobIds(applications.data ?? []).has(job.id)} />;
}
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('applying to a job', () => {
  it('sends nothing on the first click: it shows what will be sent and warns about a thin profile', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/users/dashboard/profile-completion/': () => jsonResponse(thin),
        '/common/resume/upload/': () => jsonResponse({ resume: null } satisfies ResumeAnswer),
      }),
    );
    renderRoute(<ApplyButton job={job} applied={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Apply for Barista' })).toBeTruthy();
    expect(await screen.findByText('Your profile is thin, so the organisation will learn little about you.')).toBeTruthy();
    expect(screen.getByText('Add your skills')).toBeTruthy();
    expect(screen.getByText('None: only your profile is sent')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the cover note with the application once confirmed', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/users/dashboard/profile-completion/': () => jsonResponse({ ...thin, completion: 90 } satisfies ProfileCompletionAnswer),
        '/common/resume/upload/': () => jsonResponse({ resume: { filename: 'cv.pdf', size: 10, uploaded_at: '', url: '' } } satisfies ResumeAnswer),
        'POST /api/jobprofile/3/apply/': () =>
          jsonResponse({ ...sentApplication, note: 'I make great coffee.' } satisfies JobApplicationAnswer, { status: 201 }),
      }),
    );
    renderRoute(<ApplyButton job={job} applied={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('cv.pdf')).toBeTruthy();
    expect(screen.queryByText(/Your profile is thin/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Cover note (optional)'), { target: { value: 'I make great coffee.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'I make great coffee.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Application sent')).toBeTruthy();
  });

  it("moves focus to 'Applied' once sent, instead of dropping it to the page's body", async () => {
    let sent = false;
    fetchMock.mockImplementation(
      routeFetch({
        '/api/users/dashboard/profile-completion/': () => jsonResponse({ ...thin, completion: 90 } satisfies ProfileCompletionAnswer),
        '/common/resume/upload/': () => jsonResponse({ resume: null } satisfies ResumeAnswer),
        'GET /api/job-applications/': () => jsonResponse({ count: sent ? 1 : 0, next: null, previous: null, results: sent ? [sentApplication] : [] } satisfies Page<JobApplicationAnswer>),
        'POST /api/jobprofile/3/apply/': () => {
          sent = true;
          return jsonResponse(sentApplication, { status: 201 });
        },
      }),
    );
    renderRoute(<CardApply />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('None: only your profile is sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const applied = await screen.findByRole('button', { name: 'Applied' });
    await waitFor(() => expect(document.activeElement).toBe(applied));
    expect(applied.getAttribute('aria-disabled')).toBe('true');
  });
});

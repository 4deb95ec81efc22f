import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { ApplyButton } from './apply-button';

const job = { id: 3, title: 'Barista', company_name: 'The Daily Grind' };
const thin = {
  completion: 20,
  checklist: [
    { key: 'skills', label: 'Add your skills', done: false, link: '/editprofile' },
    { key: 'name', label: 'Add your name', done: true, link: '/editprofile' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
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
        '/common/resume/upload/': () => jsonResponse({ resume: null }),
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
        '/api/users/dashboard/profile-completion/': () => jsonResponse({ ...thin, completion: 90 }),
        '/common/resume/upload/': () => jsonResponse({ resume: { filename: 'cv.pdf', size: 10, uploaded_at: '', url: '' } }),
        'POST /api/jobprofile/3/apply/': () => jsonResponse({ id: 1, job: 3 }, { status: 201 }),
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
});

import type { UserAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { RecruiterProfile } from './recruiter-profile';

const record: UserAnswer = {
  id: 1,
  name: 'Riley Morgan',
  title: '',
  email: 'recruiter@tandem.dev',
  phone_number: '020 7946 0011',
  address: '12 Finsbury Square, London',
  profile_picture: null,
  role: 'recruiter',
  company: null,
  email_verified: true,
  visibility: 'open',
  applicationids: [],
  volunteer_hours: [],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecruiterProfile', () => {
  it('is read-only until Edit Profile, with the email never editable', () => {
    renderRoute(<RecruiterProfile record={record} />);
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
  });

  it('offers the Add New Company form in edit mode when there is no company', async () => {
    renderRoute(<RecruiterProfile record={record} />);
    expect(screen.queryByRole('heading', { name: 'Add New Company' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('heading', { name: 'Add New Company' })).toBeDefined();
    // The company form loads on use (off /orgprofile's first load): it comes when its code arrives.
    expect(await screen.findByRole('button', { name: 'Add Company' })).toBeDefined();
  });

  it("checks with the contract's rules, loaded after the first screen: the message under the field, the focus on it", async () => {
    renderRoute(<RecruiterProfile record={record} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Riley' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it("says 'Profile updated successfully!' and clears it after 3 s", async () => {
    fetchMock.mockImplementation(routeFetch({ 'PATCH /api/users/1/': () => jsonResponse({ ...record, name: 'Riley M' } satisfies UserAnswer) }));
    renderRoute(<RecruiterProfile record={record} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Riley M' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(UI_MESSAGES.orgProfile.profileUpdatedSuccessfully)).toBeDefined();
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(screen.queryByText(UI_MESSAGES.orgProfile.profileUpdatedSuccessfully)).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Failed to update profile: ' with the server's words, or 'Unknown error'", async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'PATCH /api/users/1/': () => jsonResponse({ phone_number: ['Enter a valid phone number.'] }, { status: 400 }) }),
    );
    renderRoute(<RecruiterProfile record={record} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update profile: Enter a valid phone number.');

    fetchMock.mockImplementation(routeFetch({ 'PATCH /api/users/1/': () => new Response('', { status: 502 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update profile: Unknown error'));
  });
});

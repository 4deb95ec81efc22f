import { PROFILE_MESSAGES, type UserAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { blankEducation, blankExperience } from '../../lib/edit-profile-values';
import { EditProfileForm } from './edit-profile-form';

const fetchMock = vi.fn<typeof fetch>();

const user: UserAnswer = {
  id: 3,
  name: 'Priya Patel',
  title: '',
  email: 'priya@example.com',
  phone_number: '',
  address: '',
  profile_picture: null,
  role: 'candidate',
  company: null,
  email_verified: true,
  visibility: 'open',
  applicationids: [{ id: 7 }],
  volunteer_hours: [],
};

const initialValues = {
  personal: { name: 'Priya Patel', title: '', phone_number: '', street: '', city: '', state: '', zip: '', country: '', linkedin: '', github: '', portfolio: '' },
  educations: [blankEducation()],
  experiences: [blankExperience()],
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/skill/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
      'GET /api/preferences/': () => jsonResponse({ job_types: [], work_mode: 'any', min_salary: null, seniority: null }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the edit profile form', () => {
  it('checks with the contract rules, which load after the first screen: a Save before they arrive waits for them', async () => {
    renderRoute(<EditProfileForm user={user} applicationId={7} initialValues={initialValues} />, { path: '/editprofile' });
    const linkedin = screen.getByLabelText('LinkedIn');
    fireEvent.change(linkedin, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The rules' message under the field, the toast naming the section, and the focus on the field.
    expect(await screen.findByText(PROFILE_MESSAGES.invalidUrl)).toBeTruthy();
    expect((await screen.findAllByText('Nothing was saved: please check Personal Information.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(linkedin));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH' || init?.method === 'PUT')).toBe(false);
  });
});

import { UI_MESSAGES, type UserAnswer } from '@tandem/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { blankEducation, blankExperience } from '../../lib/edit-profile-values';
import { EditProfileForm } from './edit-profile-form';

// The rules arrived, but the code that sends a save could not be downloaded (the browser went offline meanwhile).
vi.mock('../../lib/profile-saver', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

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

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
  fetchMock.mockImplementation(
    routeFetch({
      'GET /api/skill/': () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/editprofile without its save code', () => {
  it('checks the form, says the profile was not saved, and sends nothing', async () => {
    const initialValues = {
      personal: {
        name: 'Priya Patel',
        title: '',
        phone_number: '',
        street: '',
        city: '',
        state: '',
        zip: '',
        country: '',
        linkedin: '',
        github: '',
        portfolio: '',
      },
      educations: [blankEducation()],
      experiences: [blankExperience()],
    };
    renderRoute(<EditProfileForm user={user} applicationId={7} initialValues={initialValues} />, {
      path: '/editprofile',
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(UI_MESSAGES.profile.failedToSaveProfile)).length).toBeGreaterThan(0);
    expect(screen.queryByText(UI_MESSAGES.common.rulesNotLoaded)).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([, init]) => init?.method === 'PATCH' || init?.method === 'PUT' || init?.method === 'POST',
      ),
    ).toBe(false);
  });
});

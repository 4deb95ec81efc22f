import { UI_MESSAGES } from '@tandem/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { EditProfileForm } from './edit-profile-form';
import { priya, priyaFormValues } from './edit-profile-test-values';

// The rules arrived, but the code that sends a save could not be downloaded (the browser went offline meanwhile).
vi.mock('../../lib/profile-saver', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const fetchMock = vi.fn<typeof fetch>();

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
    renderRoute(<EditProfileForm user={priya} applicationId={7} initialValues={priyaFormValues()} />, {
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

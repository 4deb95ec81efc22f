import { PROFILE_MESSAGES } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../../testing/render';
import { EditProfileForm } from './edit-profile-form';
import { priya, priyaFormValues } from './edit-profile-test-values';

const fetchMock = vi.fn<typeof fetch>();

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
    renderRoute(<EditProfileForm user={priya} applicationId={7} initialValues={priyaFormValues()} />, { path: '/editprofile' });
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

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchEachTest } from '../../../testing/fetch-mock';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { OrganisationProfileRoute } from './org-profile';

const fetchMock = stubFetchEachTest();

/** The signed-in user of the role, whose record never arrives. */
function recordPending(role: 'recruiter' | 'nonprofit') {
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': () => jsonResponse({ isAuthenticated: true }),
      '/api/whoami/': () =>
        jsonResponse({ id: 7, role, name: 'Riley Morgan', email: 'riley@example.com', company: null }),
      '/api/users/7/': () => new Promise<Response>(() => {}),
    }),
  );
}

describe('/orgprofile while the record loads', () => {
  it("shows the recruiter's header at once, with the wait below it", async () => {
    recordPending('recruiter');
    renderRoute(<OrganisationProfileRoute />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeDefined());
    expect(screen.getByText('Your details as candidates and your team see them.')).toBeDefined();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });

  it("shows a nonprofit's header at once", async () => {
    recordPending('nonprofit');
    renderRoute(<OrganisationProfileRoute />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Organisation Profile' })).toBeDefined(),
    );
    expect(screen.getByText('Your details and what your organisation needs.')).toBeDefined();
  });
});

import type { NotificationPage, SignedInAnswer, UnreadCount } from '@tandem/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, routeFetch } from '../testing/render';
import { AppProvider } from './provider';
import { routes } from './router';

const CANDIDATE_PATHS = [
  '/home',
  '/profile',
  '/volunteer',
  '/editprofile',
  '/applications',
  '/jobs',
  '/yourmatches',
  '/messages',
  '/messages/3',
];
const ORGANISATION_PATHS = [
  '/addcompany',
  '/orghome',
  '/jobpost',
  '/jobpost/12',
  '/myjobs',
  '/candidatelist',
  '/orgprofile',
  '/chats',
  '/chats/3',
];
const PUBLIC_PATHS = ['/landingpage', '/login', '/signup', '/recsignup', '/sbsignup'];

const leafPath = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
const groupOf = (pathname: string) => matchRoutes(routes, pathname)?.[1]?.route.id;

describe('route table', () => {
  it.each(PUBLIC_PATHS)('serves %s', (pathname) => {
    expect(leafPath(pathname)).toBe(pathname.slice(1));
  });
  it.each(CANDIDATE_PATHS)('guards %s for candidates', (pathname) => {
    expect(groupOf(pathname)).toBe('candidate');
  });
  it.each(ORGANISATION_PATHS)('guards %s for organisations', (pathname) => {
    expect(groupOf(pathname)).toBe('organisation');
  });
  it('answers /addCompany like /addcompany', () => {
    expect(leafPath('/addCompany')).toBe('addcompany');
  });
  it('sends unknown paths to the 404 page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
  });
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const anonymous = () =>
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': jsonResponse({ isAuthenticated: false }),
      'POST /api/logout/': () => new Response(null, { status: 204 }),
    }),
  );
const signedIn = (user: Partial<SignedInAnswer>) =>
  fetchMock.mockImplementation(
    routeFetch({
      '/api/session/': jsonResponse({ isAuthenticated: true }),
      '/api/whoami/': jsonResponse({
        id: 1,
        name: 'Ada Lovelace',
        email: 'ada@tandem.dev',
        company: null,
        email_verified: true,
        profile_picture: null,
        role: 'candidate',
        ...user,
      } satisfies SignedInAnswer),
      'POST /api/logout/': () => new Response(null, { status: 204 }),
      '/api/notifications/unread-count/': jsonResponse({ count: 0 } satisfies UnreadCount),
      '/api/notifications/': jsonResponse({ count: 0, next: null, previous: null, results: [] } satisfies NotificationPage),
    }),
  );

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('app routes', () => {
  it('redirects / to /landingpage', async () => {
    anonymous();
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/landingpage');
    expect(screen.getByRole('link', { name: "I'm a Candidate" }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: "I'm a Recruiter" }).getAttribute('href')).toBe('/recsignup');
    expect(screen.getByRole('link', { name: "I'm an Organization" }).getAttribute('href')).toBe('/sbsignup');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows a 404 page for an unknown path', async () => {
    anonymous();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends an anonymous visitor of a guarded route to /login', async () => {
    anonymous();
    const router = renderApp('/yourmatches');
    expect(screen.getByRole('status', { name: /./ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fyourmatches');
  });

  it('keeps the whole address a signed-out visitor opened, to return to after login', async () => {
    anonymous();
    const router = renderApp('/messages/7?from=email');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/messages/7?from=email');
    expect(screen.getByRole('link', { name: 'Sign up as a candidate' }).getAttribute('href')).toBe('/signup?next=%2Fmessages%2F7%3Ffrom%3Demail');
  });

  it('sends a signed-in candidate on /login?next= straight to that screen, and never off the site', async () => {
    signedIn({ role: 'candidate' });
    const router = renderApp('/login?next=%2Fyourmatches');
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourmatches'));
    const elsewhere = renderApp('/login?next=%2F%2Fevil.example');
    await waitFor(() => expect(elsewhere.state.location.pathname).toBe('/home'));
  });

  it('sends a candidate opening an organisation route to /login, with a way back home', async () => {
    signedIn({ role: 'candidate' });
    const router = renderApp('/orghome');
    expect(await screen.findByText(/That page is for another kind of account/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.click(screen.getByRole('link', { name: 'go back to your home page' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
  });

  it('sends a signed-in candidate who opens /login directly to /home', async () => {
    signedIn({ role: 'candidate' });
    const router = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows a signed-in organisation without a company the add-company screen', async () => {
    signedIn({ role: 'smallbiz_owner' });
    const router = renderApp('/landingpage');
    expect(await screen.findByRole('heading', { name: 'Add Company Details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/addcompany');
  });

  it('searches jobs from the candidate top bar', async () => {
    signedIn({ role: 'candidate' });
    const router = renderApp('/home');
    const search = (await screen.findAllByRole('searchbox', { name: 'Search jobs' }))[0];
    if (!search) throw new Error('no search box');
    fireEvent.change(search, { target: { value: 'react developer' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('heading', { name: 'Your Job Matches' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/yourmatches?search=react+developer',
    );
  });

  it('opens the notifications panel', async () => {
    signedIn({ role: 'candidate' });
    renderApp('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog');
    // The list loads once the panel opens.
    expect(await within(dialog).findByText('You have no new notifications.')).toBeTruthy();
  });

  it('logs out from the mobile menu and lands on /login', async () => {
    signedIn({ role: 'recruiter', company: 3 });
    const router = renderApp('/myjobs');
    expect(await screen.findByRole('heading', { name: 'Job Listings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    anonymous();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});

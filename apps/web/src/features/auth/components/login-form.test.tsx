import { MESSAGES, type SignedInAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../testing/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();
const signedIn = (user: Pick<SignedInAnswer, 'id' | 'role' | 'name' | 'email'>) =>
  ({ company: null, email_verified: true, profile_picture: null, ...user }) satisfies SignedInAnswer;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginForm', () => {
  it('shows "Please fill in all fields" and marks the empty fields when submitted empty', async () => {
    renderRoute(<LoginForm />, { path: '/login' });
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.fillAllFields);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an empty field a red border once touched', () => {
    renderRoute(<LoginForm />, { path: '/login' });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(email);
    return waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows "Invalid email or password." on a 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Invalid credentials.' }, { status: 401 }));
    renderRoute(<LoginForm />, { path: '/login' });
    fill('Email', 'ada@tandem.dev');
    fill('Password', 'Passw0rd!');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.login.invalidCredentials);
  });

  it('returns to the same-site path in ?next= after signing in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(signedIn({ id: 5, role: 'candidate', name: 'Ada', email: 'ada@tandem.dev' })));
    const { router } = renderRoute(<LoginForm />, { path: '/login', otherPaths: ['/jobs/:id'] });
    await router.navigate('/login?next=%2Fjobs%2F12%3Fapply%3D1');
    fill('Email', 'ada@tandem.dev');
    fill('Password', 'Passw0rd!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/12'));
    expect(router.state.location.search).toBe('?apply=1');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '%2F%2Fevil.example'])('never follows ?next=%s off the site', async (next) => {
    fetchMock.mockResolvedValue(jsonResponse(signedIn({ id: 5, role: 'candidate', name: 'Ada', email: 'ada@tandem.dev' })));
    const { router } = renderRoute(<LoginForm />, { path: '/login', otherPaths: ['/home'] });
    await router.navigate(`/login?next=${encodeURIComponent(next)}`);
    fill('Email', 'ada@tandem.dev');
    fill('Password', 'Passw0rd!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a recruiter without a company to /addcompany', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(signedIn({ id: 4, role: 'recruiter', name: 'Rita', email: 'rita@tandem.dev' })),
    );
    const { router } = renderRoute(<LoginForm />, { path: '/login', otherPaths: ['/addcompany'] });
    fill('Email', ' Rita@Tandem.dev ');
    fill('Password', 'Passw0rd!');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/addcompany'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/login/');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'rita@tandem.dev', password: 'Passw0rd!' });
  });

  it('says "User role missing" when the answer has no role', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 4, name: 'Rita' }));
    renderRoute(<LoginForm />, { path: '/login' });
    fill('Email', 'rita@tandem.dev');
    fill('Password', 'Passw0rd!');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.login.roleMissing);
  });
});

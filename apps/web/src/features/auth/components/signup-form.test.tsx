import { MESSAGES, type SignedInAnswer } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { SignupForm } from './signup-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(routeFetch({}));
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const signupCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/signup/');
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const fillValid = () => {
  fill('Username', 'Ada Lovelace');
  fill('Email', 'ada@tandem.dev');
  fill('Password', 'Passw0rd!');
};

describe('SignupForm', () => {
  it('shows the password complexity message under the password field', async () => {
    renderRoute(<SignupForm role="candidate" />, { path: '/signup' });
    fill('Username', 'Ada');
    fill('Email', 'ada@tandem.dev');
    fill('Password', 'password1');
    submit();

    expect(await screen.findByText(MESSAGES.passwordComplexity)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      MESSAGES.passwordComplexity,
    );
    expect(signupCalls()).toHaveLength(0);
  });

  it('shows every empty-field message of the contract', async () => {
    renderRoute(<SignupForm role="candidate" />, { path: '/signup' });
    submit();
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
  });

  it('puts a server field error under its field', async () => {
    fetchMock.mockImplementation(
      routeFetch({ 'POST /api/signup/': jsonResponse({ email: [MESSAGES.emailTaken] }, { status: 400 }) }),
    );
    renderRoute(<SignupForm role="candidate" />, { path: '/signup' });
    fillValid();
    submit();

    expect(await screen.findByText(MESSAGES.emailTaken)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(MESSAGES.signupFailed)).toBeNull();
  });

  it('says "Failed to signup" when the server names no field', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/signup/': jsonResponse({ detail: 'Internal server error.' }, { status: 500 }),
      }),
    );
    renderRoute(<SignupForm role="candidate" />, { path: '/signup' });
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signupFailed);
  });

  it('signs a candidate up with empty phone and address, then goes to /home', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/signup/': jsonResponse(
          { id: 9, role: 'candidate', name: 'Ada Lovelace', email: 'ada@tandem.dev', company: null, email_verified: false, profile_picture: null } satisfies SignedInAnswer,
          { status: 201 },
        ),
      }),
    );
    const { router } = renderRoute(<SignupForm role="candidate" />, {
      path: '/signup',
      otherPaths: ['/home'],
    });
    fillValid();
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(JSON.parse(String(signupCalls()[0]?.[1]?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@tandem.dev',
      password: 'Passw0rd!',
      role: 'candidate',
      phone_number: '',
      address: '',
    });
  });

  it('asks an organisation to choose a role, and maps Community Organizer to nonprofit', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        'POST /api/signup/': jsonResponse(
          { id: 2, role: 'nonprofit', name: 'Ada', email: 'ada@tandem.dev', company: null, email_verified: false, profile_picture: null } satisfies SignedInAnswer,
          { status: 201 },
        ),
      }),
    );
    const { router } = renderRoute(<SignupForm />, { path: '/sbsignup', otherPaths: ['/addcompany'] });
    fillValid();
    submit();
    expect(await screen.findByText(MESSAGES.invalidRole)).toBeTruthy();

    const select = screen.getByLabelText('I am a') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '2' } });
    expect(select.selectedOptions[0]?.textContent).toBe('Community Organizer');
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/addcompany'));
    expect(JSON.parse(String(signupCalls()[0]?.[1]?.body)).role).toBe('nonprofit');
  });
});

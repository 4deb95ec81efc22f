import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { ResetPasswordForm } from './reset-password-form';

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const linkWorks = { 'POST /api/password-reset/check/': () => jsonResponse({ detail: ACCOUNT_MESSAGES.resetLinkUsable }) };

const setPassword = (value: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
};

describe('ResetPasswordForm', () => {
  it('holds the password to the signup rules before sending anything', async () => {
    const confirm = vi.fn(() => jsonResponse({ detail: ACCOUNT_MESSAGES.passwordReset }));
    vi.stubGlobal('fetch', routeFetch({ ...linkWorks, 'POST /api/password-reset/confirm/': confirm }));
    renderRoute(<ResetPasswordForm token="abc" />, { path: '/reset-password' });
    await screen.findByLabelText('New password');
    setPassword('Aa1!');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows no form for a link already used: it says so at once and offers a new one', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'POST /api/password-reset/check/': () => jsonResponse({ token: [ACCOUNT_MESSAGES.invalidLink] }, { status: 400 }) }));
    renderRoute(<ResetPasswordForm token="used" />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says a link that expired while the form was open is invalid and offers a new one', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ ...linkWorks, 'POST /api/password-reset/confirm/': () => jsonResponse({ token: [ACCOUNT_MESSAGES.invalidLink] }, { status: 400 }) }),
    );
    renderRoute(<ResetPasswordForm token="used" />, { path: '/reset-password' });
    await screen.findByLabelText('New password');
    setPassword('Fresh!Passw0rd');
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('confirms a new password and leads to Log in', async () => {
    vi.stubGlobal('fetch', routeFetch({ ...linkWorks, 'POST /api/password-reset/confirm/': () => jsonResponse({ detail: ACCOUNT_MESSAGES.passwordReset }) }));
    renderRoute(<ResetPasswordForm token="good" />, { path: '/reset-password' });
    await screen.findByLabelText('New password');
    setPassword('Fresh!Passw0rd');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Log in' }).getAttribute('href')).toBe('/login');
  });
});

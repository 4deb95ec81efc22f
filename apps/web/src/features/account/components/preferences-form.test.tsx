import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { authKeys, type AuthUser } from '../../auth';
import { PreferencesForm } from './preferences-form';

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreferencesForm', () => {
  it('shows the saved choices and sends the changed set', async () => {
    const sent = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, message: { in_app: true, email: false } },
      email_frequency: 'off',
    } satisfies NotificationPreferences;
    const fetchSpy = vi.fn(
      routeFetch({
        'GET /api/notification-preferences/': () => jsonResponse(DEFAULT_NOTIFICATION_PREFERENCES),
        'PATCH /api/notification-preferences/': () => jsonResponse(sent),
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderRoute(<PreferencesForm />, { path: '/settings' });
    const messages = await screen.findByRole('checkbox', { name: 'Messages: by e-mail' });
    expect((messages as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save notification settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(messages);
    fireEvent.click(screen.getByRole('radio', { name: 'Never' }));
    fireEvent.click(save);
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual(sent);
    expect(await screen.findByText('Notification settings saved.')).toBeTruthy();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/notification-preferences/': () => jsonResponse({ detail: 'down' }, { status: 500 }) }));
    renderRoute(<PreferencesForm />, { path: '/settings' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your notification settings.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    ['candidate', 'Invitations to apply', 'New applications to my jobs'],
    ['recruiter', 'New applications to my jobs', 'Invitations to apply'],
  ] as const)('offers a %s only the kinds their account receives', async (role, offered, absent) => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/notification-preferences/': () => jsonResponse(DEFAULT_NOTIFICATION_PREFERENCES) }));
    const queryClient = createTestQueryClient();
    const user: AuthUser = { id: 7, role, name: 'Ada Lovelace', email: 'ada@example.com', company: null };
    queryClient.setQueryData(authKeys.user(), user);
    renderRoute(<PreferencesForm />, { path: '/settings', queryClient });
    expect(await screen.findByRole('checkbox', { name: `${offered}: in the app` })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Messages: in the app' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: `${absent}: in the app` })).toBeNull();
  });
});

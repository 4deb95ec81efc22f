import { USER_MESSAGES, VISIBILITY_EXPLANATIONS, type UserAnswer, type Visibility } from '@tandem/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse, renderRoute, routeFetch } from '../../../testing/render';
import { authKeys, type AuthUser } from '../../auth';
import { VisibilitySection } from './visibility-section';

const candidate: AuthUser = { id: 7, role: 'candidate', name: 'Ada Lovelace', email: 'ada@example.com', company: null };

const userAnswer = (visibility: Visibility): UserAnswer => ({
  id: 7,
  name: 'Ada Lovelace',
  title: '',
  email: 'ada@example.com',
  phone_number: '',
  address: '',
  profile_picture: null,
  role: 'candidate',
  company: null,
  email_verified: true,
  visibility,
  applicationids: [{ id: 3 }],
  volunteer_hours: [],
});

function renderAs(user: AuthUser) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), user);
  return renderRoute(<VisibilitySection />, { path: '/settings', queryClient });
}

beforeEach(() => {
  document.cookie = 'csrftoken=t; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisibilitySection', () => {
  it('shows the three choices, each explained in a sentence, with the saved one chosen', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/users/7/': () => jsonResponse(userAnswer('applied')) }));
    renderAs(candidate);
    expect(await screen.findByRole('heading', { name: 'Who can see you' })).toBeTruthy();
    const applied = (await screen.findByRole('radio', { name: 'Only organisations I applied to' })) as HTMLInputElement;
    expect(applied.checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    const hidden = screen.getByRole('radio', { name: 'Nobody' });
    expect(hidden.getAttribute('aria-describedby')).toBe('visibility-hidden-explained');
    expect(screen.getByText(VISIBILITY_EXPLANATIONS.hidden).id).toBe('visibility-hidden-explained');
    expect((screen.getByRole('button', { name: 'Save who can see you' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a new choice and confirms it with a toast', async () => {
    const fetchSpy = vi.fn(
      routeFetch({
        'GET /api/users/7/': () => jsonResponse(userAnswer('open')),
        'PATCH /api/users/7/': () => jsonResponse(userAnswer('hidden')),
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderAs(candidate);
    fireEvent.click(await screen.findByRole('radio', { name: 'Nobody' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save who can see you' }));
    expect(await screen.findByText(USER_MESSAGES.visibilitySaved)).toBeTruthy();
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ visibility: 'hidden' });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save who can see you' }) as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('radio', { name: 'Nobody' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the choice could not be saved, and keeps it', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/users/7/': () => jsonResponse(userAnswer('open')),
        'PATCH /api/users/7/': () => jsonResponse({ detail: 'Internal server error.' }, { status: 500 }),
      }),
    );
    renderAs(candidate);
    fireEvent.click(await screen.findByRole('radio', { name: 'Only organisations I applied to' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save who can see you' }));
    expect(await screen.findByText(USER_MESSAGES.visibilityFailed)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Only organisations I applied to' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers to try again when the choice cannot be loaded', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/users/7/': () => jsonResponse({ detail: 'down' }, { status: 500 }) }));
    renderAs(candidate);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load who can see you.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows nothing to an organisation account', () => {
    const fetchSpy = vi.fn(routeFetch({}));
    vi.stubGlobal('fetch', fetchSpy);
    renderAs({ ...candidate, role: 'recruiter', company: 2 });
    expect(screen.queryByRole('heading', { name: 'Who can see you' })).toBeNull();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/users/'))).toBe(false);
  });
});

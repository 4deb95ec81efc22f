import { REMEMBERED_NAME_KEY } from '@tandem/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { authKeys } from '../api/keys';
import type { AuthUser } from '../types';
import { rememberUserName } from './remember-name';

const user = (name: string): AuthUser => ({ id: 1, role: 'candidate', name, email: 'a@example.com', company: null });

describe("the signed-in user's name kept for the drawn screens", () => {
  afterEach(() => localStorage.clear());

  it('keeps the name of whoever the session says, and forgets it when nobody is signed in', () => {
    const queryClient = createQueryClient();
    const stop = rememberUserName(queryClient);
    queryClient.setQueryData(authKeys.user(), user('Ada Lovelace'));
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBe('Ada Lovelace');
    queryClient.setQueryData(authKeys.user(), user('Alan Turing'));
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBe('Alan Turing');
    queryClient.setQueryData(authKeys.user(), null);
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBeNull();
    stop();
  });

  it('forgets it when the answers are dropped (sign-out, account deletion), and ignores other queries', () => {
    const queryClient = createQueryClient();
    const stop = rememberUserName(queryClient);
    queryClient.setQueryData(authKeys.user(), user('Ada Lovelace'));
    queryClient.setQueryData(['jobs'], { name: 'Not a person' });
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBe('Ada Lovelace');
    queryClient.clear();
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBeNull();
    stop();
  });

  it('keeps nothing for a user without a name', () => {
    const queryClient = createQueryClient();
    const stop = rememberUserName(queryClient);
    localStorage.setItem(REMEMBERED_NAME_KEY, 'Someone Else');
    queryClient.setQueryData(authKeys.user(), user(' '));
    expect(localStorage.getItem(REMEMBERED_NAME_KEY)).toBeNull();
    stop();
  });
});

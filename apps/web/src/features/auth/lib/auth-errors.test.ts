import { MESSAGES } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { loginErrorMessage, toAuthUser } from './auth-errors';

const apiError = (status: number) => new ApiError({ status, statusText: 'x', body: undefined });

describe('loginErrorMessage', () => {
  it.each([
    [apiError(401), MESSAGES.login.invalidCredentials],
    [apiError(404), MESSAGES.login.userNotFound],
    [apiError(429), MESSAGES.login.failed],
    [apiError(500), MESSAGES.login.failed],
    [new NetworkError(new TypeError('Failed to fetch')), MESSAGES.login.network],
    [new Error('boom'), MESSAGES.login.unexpected],
  ])('maps %s to its message', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe('toAuthUser', () => {
  it('refuses an answer without an id', () => {
    expect(toAuthUser({ role: 'candidate' })).toEqual({ error: MESSAGES.login.noId });
  });
  it('refuses an answer without a role', () => {
    expect(toAuthUser({ id: 3 })).toEqual({ error: MESSAGES.login.roleMissing });
  });
  it('keeps a complete user, with a missing company read as none', () => {
    expect(toAuthUser({ id: 3, role: 'recruiter', name: 'Ada', email: 'ada@tandem.dev' })).toEqual({
      user: { id: 3, role: 'recruiter', name: 'Ada', email: 'ada@tandem.dev', company: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { isSessionGone, serverMessage } from './save-errors';

const apiError = (status: number, body: unknown) => new ApiError({ status, statusText: 'x', body });

describe('save errors', () => {
  it('recognises a lost session or CSRF cookie', () => {
    expect(isSessionGone(apiError(401, { detail: 'Authentication credentials were not provided.' }))).toBe(
      true,
    );
    expect(isSessionGone(apiError(403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' }))).toBe(
      true,
    );
    expect(
      isSessionGone(apiError(403, { detail: 'You do not have permission to perform this action.' })),
    ).toBe(false);
    expect(isSessionGone(new NetworkError(new Error('offline')))).toBe(false);
  });

  it("reads the server's message for a refused write", () => {
    expect(serverMessage(apiError(400, { non_field_errors: ['Only 2 education can be added'] }))).toBe(
      'Only 2 education can be added',
    );
    expect(serverMessage(apiError(404, { detail: 'Not found.' }))).toBe('Not found.');
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});

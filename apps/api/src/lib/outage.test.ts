import { describe, expect, it } from 'vitest';
import { isOutage } from './outage.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a backend terminated by an administrator', withCode('57P01', 'terminating connection due to administrator command')],
    ['a connection exception', withCode('08006')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ["the pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    ['ioredis while disconnected', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['ioredis giving up on a command', Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped cause', new Error('outer', { cause: withCode('ECONNRESET') })],
  ])('is true for %s', (_case, error) => {
    expect(isOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a value out of range', withCode('22003')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isOutage(error)).toBe(false);
  });
});

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSerializers, REDACT, withoutQueryValues } from './log-serializers.ts';

/** A Fastify app logging as the real one does, into memory. */
async function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
  const app = Fastify({ logger: { level: 'info', stream, redact: { paths: REDACT, censor: '[redacted]' }, serializers: logSerializers } });
  app.post('/fails', async (request) => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(ann.lee@example.com) already exists.',
      constraint: 'users_email_key',
    });
    request.log.error({ err: error, input: request.body }, 'request failed');
    throw error;
  });
  app.get('/page', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('what the server logs', () => {
  it('keeps query string names but not their values', () => {
    expect(withoutQueryValues('/reset-password?token=abc123&next=/home')).toBe('/reset-password?token=…&next=…');
    expect(withoutQueryValues('/api/jobprofile/')).toBe('/api/jobprofile/');
  });

  it('never writes a token from the URL, a message body, contact details or the values a database error repeats', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ method: 'GET', url: '/page?token=secret-reset-token' });
    await app.inject({
      method: 'POST',
      url: '/fails',
      payload: { body: 'My private message', email: 'ann.lee@example.com', phone_number: '07700 900123', address: '1 High St', text: 'Résumé text' },
    });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('users_email_key');
    for (const secret of ['secret-reset-token', 'My private message', 'ann.lee@example.com', '07700 900123', '1 High St', 'Résumé text']) {
      expect(log).not.toContain(secret);
    }
    await app.close();
  });
});

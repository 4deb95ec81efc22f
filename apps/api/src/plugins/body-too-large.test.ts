import { request } from 'node:http';
import { DETAILS } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';

/** What a real client over a real socket sees: the status and body, or the network error it got instead. */
type Outcome = { status: number; body: string } | { error: string };

/** Sends the body in 64 KiB chunks over a real socket. */
function sendInChunks(url: string, method: string, headers: Record<string, string>, size: number, chunked: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const req = request(url, { method, headers: { ...headers, 'content-type': 'application/json', ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }) } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (part: string) => (body += part)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    // Everything is queued at once, as a client streaming a file does; the socket sends it as fast as it drains.
    for (let sent = 0; sent < size; sent += chunk.length) req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
    req.end();
  });
}

describe('a body over the 1 MB limit, on a real socket', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp({ config: database.config, db: database.db, logger: false });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const session = await fetch(`${base}/api/session/`);
    const token = /csrftoken=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1] ?? '';
    headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it.each([
    ['PATCH', '/api/users/1/', 1_500_000, false],
    ['PUT', '/api/company/1/', 2_000_000, false],
    ['PATCH', '/api/users/1/', 1_500_000, true],
    ['PUT', '/api/company/1/', 2_000_000, true],
    ['PUT', '/api/jobprofile/1/', 8_000_000, true],
  ])('%s %s with %d bytes (chunked: %s) answers a readable 413, not a reset', async (method, path, size, chunked) => {
    const outcome = await sendInChunks(`${base}${path}`, method, headers, size, chunked);
    expect(outcome).toEqual({ status: 413, body: JSON.stringify({ detail: DETAILS.bodyTooLarge }) });
  });

  it('answers fetch the same way', async () => {
    const response = await fetch(`${base}/api/users/1/`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(1_500_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: DETAILS.bodyTooLarge });
  });
});

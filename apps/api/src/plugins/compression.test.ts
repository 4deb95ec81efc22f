import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { signedInAgent } from '../test/agent.ts';
import { describeEachDialect } from '../test/app.ts';

// The skill catalogue's first page: a signed-in JSON answer well over the 1 KB threshold.
const CATALOGUE = '/api/matching-skills/?limit=100';

describeEachDialect('compressed JSON answers', (ctx) => {
  it('sends a signed-in JSON answer brotli-compressed when accepted, the same JSON once decompressed', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const plain = await agent.get(CATALOGUE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await agent.get(CATALOGUE, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await agent.get(CATALOGUE, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const session = await agent.get('/api/session/', { headers: { 'accept-encoding': 'br' } });
    expect(session.statusCode).toBe(200);
    expect(session.body.length).toBeLessThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();
    expect(session.json()).toEqual({ isAuthenticated: true });
  });

  it('compresses a public page once, with its own kept copy, never twice', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/browse', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toMatch(/^<!doctype html>/i);
  });

  it('never inflates a compressed request body: the body is refused as malformed and nothing changes', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const before = (await agent.get('/api/notification-preferences/')).json();
    const response = await agent.request('PATCH', '/api/notification-preferences/', {
      payload: gzipSync(JSON.stringify({ email_frequency: before.email_frequency === 'instant' ? 'daily' : 'instant' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((await agent.get('/api/notification-preferences/')).json()).toEqual(before);
  });
});

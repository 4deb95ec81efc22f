import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebBuild } from '../test/web-build.ts';

describe('the built web app', () => {
  const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen number ${i}`))};\n`;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveWebBuild({ 'index.html': '<!doctype html><title>Tandem</title>', 'assets/index-abc123.js': script }));
  });

  afterAll(() => close());

  it('sends scripts brotli- or gzip-compressed as the browser accepts, and plain otherwise', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it('keeps conditional and range requests working', async () => {
    const first = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const range = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.payload).toBe(script.slice(0, 10));
  });

  it('still answers a missing asset with the page (client-side route)', async () => {
    const response = await app.inject({ url: '/assets/missing.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Tandem</title>');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
  });
});

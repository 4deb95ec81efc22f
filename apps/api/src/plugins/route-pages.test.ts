import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebBuild } from '../test/web-build.ts';

describe("the web app's pages name their route's files", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

  beforeAll(async () => {
    ({ app, close } = await serveWebBuild({
      'index.html': '<!doctype html><html><head><title>Tandem</title></head><body></body></html>',
      '.vite/route-preloads.json': JSON.stringify({
        '/home': ['assets/shell-1.js', 'assets/home-2.js'],
        '/jobpost/:id': ['assets/job-post-3.js'],
      }),
    }));
  });

  afterAll(() => close());

  it("adds a modulepreload for each of the route's files to the page's head", async () => {
    const response = await app.inject('/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const head = response.payload.slice(0, response.payload.indexOf('</head>'));
    expect(head).toContain(preload('assets/shell-1.js'));
    expect(head).toContain(preload('assets/home-2.js'));
  });

  it('matches paths as the router does: any case, a trailing slash, a parameter', async () => {
    expect((await app.inject('/Home/')).payload).toContain(preload('assets/home-2.js'));
    expect((await app.inject('/jobpost/12')).payload).toContain(preload('assets/job-post-3.js'));
    expect((await app.inject('/jobpost/12/extra')).payload).not.toContain('modulepreload');
  });

  it('sends any other path the page as built', async () => {
    const response = await app.inject('/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.payload).toContain('<title>Tandem</title>');
    expect(response.payload).not.toContain('modulepreload');
  });

  it('answers a repeated request with 304 while the page is unchanged', async () => {
    const first = await app.inject('/home');
    const again = await app.inject({
      url: '/home',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Revalidated every time, and by the browser alone: the page follows the role the session cookie signs in.
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });
});

import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FILL_NAME_SCRIPT } from '@tandem/contract';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../test/agent.ts';
import { describeEachDialect } from '../test/app.ts';
import { writeWebBuild } from '../test/web-build.ts';

// A built web app as the build leaves it: index.html, and first paints for a visitor's and a candidate's screen.
const build = writeWebBuild({
  'index.html': '<!doctype html><html><head><title>Tandem</title></head><body><div id="root"></div></body></html>',
  '.vite/route-preloads.json': JSON.stringify({ '/home': ['assets/home-1.js'], '/login': [] }),
  '.vite/first-paints.json': JSON.stringify([
    { path: '/home', role: 'candidate', html: '<button>?</button><h1>Welcome</h1>', named: { '?': '\uE000\uE001', Welcome: 'Welcome, \uE000' } },
    { path: '/login', role: null, html: '<h1>Log in</h1>' },
  ]),
});
afterAll(build.remove);

const drawing = (html: string) => `<div id="first-paint" inert aria-hidden="true">${html}</div><div id="root"></div>`;
const NAMED = '{&quot;?&quot;:&quot;\uE000\uE001&quot;,&quot;Welcome&quot;:&quot;Welcome, \uE000&quot;}';
const namedDrawing = (html: string) =>
  `<div id="first-paint" inert aria-hidden="true" data-named="${NAMED}">${html}</div><script>${FILL_NAME_SCRIPT}</script><template id="first-paint-named"></template><div id="root"></div>`;

describeEachDialect(
  'pages sent with their screen already drawn',
  (ctx) => {
    it("draws a candidate's screen as built, with nothing of the user's in it", async () => {
      const { agent } = await signedInAgent(ctx.app, 'candidate', { name: 'Zoë <b>Ng</b> Rivera' });
      const response = await agent.get('/home');
      expect(response.statusCode).toBe(200);
      expect(response.payload).toContain(namedDrawing('<button>?</button><h1>Welcome</h1>'));
      expect(response.payload).not.toContain('Zo');
      // Nothing is painted before the name is filled in: the parser may yield between the drawing and the script.
      expect(response.payload).toMatch(/<link rel="expect" href="#first-paint-named" blocking="render">\s*<\/head>/);
      // Under the drawing, the screen's code downloads after the stylesheet.
      expect(response.payload).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1.js">');
      expect(response.headers.vary).toBe('cookie, accept-encoding');
    });

    it("lets in the script that fills in the user's name by its hash, and no other inline script", async () => {
      const { agent } = await signedInAgent(ctx.app, 'candidate');
      const response = await agent.get('/home');
      const scripts = [...response.payload.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
      expect(scripts).toEqual([FILL_NAME_SCRIPT]);
      const hash = createHash('sha256').update(scripts[0]!).digest('base64');
      const scriptSrc = String(response.headers['content-security-policy']).split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
    });

    it('draws nothing for another role, nor for a visitor on a signed-in screen', async () => {
      const { agent } = await signedInAgent(ctx.app, 'recruiter');
      for (const client of [agent, new Agent(ctx.app)]) {
        const response = await client.get('/home');
        expect(response.payload).not.toContain('first-paint');
        expect(response.payload).toContain('<body><div id="root"></div></body>');
      }
    });

    it("draws a visitor's screen only for a visitor", async () => {
      expect((await new Agent(ctx.app).get('/login')).payload).toContain(drawing('<h1>Log in</h1>'));
      const { agent } = await signedInAgent(ctx.app, 'candidate');
      expect((await agent.get('/login')).payload).not.toContain('first-paint');
    });

    it("gives each role's page its own tag, shared by its users: no browser revalidates one role's page into another's", async () => {
      const ada = (await signedInAgent(ctx.app, 'candidate', { name: 'Ada Lovelace' })).agent;
      const alan = (await signedInAgent(ctx.app, 'candidate', { name: 'Alan Turing' })).agent;
      const adas = await ada.get('/home');
      expect((await ada.get('/home', { headers: { 'if-none-match': String(adas.headers.etag) } })).statusCode).toBe(304);
      expect((await alan.get('/home', { headers: { 'if-none-match': String(adas.headers.etag) } })).statusCode).toBe(304);
      const recruiter = (await signedInAgent(ctx.app, 'recruiter')).agent;
      expect((await recruiter.get('/home', { headers: { 'if-none-match': String(adas.headers.etag) } })).statusCode).toBe(200);
      expect((await new Agent(ctx.app).get('/home', { headers: { 'if-none-match': String(adas.headers.etag) } })).statusCode).toBe(200);
    });

    it('sends pages brotli- or gzip-compressed as the browser accepts, with a weak tag', async () => {
      const { agent } = await signedInAgent(ctx.app, 'candidate', { name: 'Ada Lovelace' });
      const plain = await agent.get('/home');
      const br = await agent.get('/home', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
      expect(br.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
      expect((await agent.get('/home', { headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } })).statusCode).toBe(304);

      const visitor = new Agent(ctx.app);
      const gzip = await visitor.get('/login', { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe((await visitor.get('/login')).payload);
    });
  },
  { WEB_DIST: build.root },
);

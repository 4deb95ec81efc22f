import { DETAILS } from '@tandem/contract';
import { expect, it } from 'vitest';
import { signedInAgent } from '../test/agent.ts';
import { describeEachDialect } from '../test/app.ts';

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** The same path with its first letter percent-encoded, which the router decodes back to the route. */
const encoded = (path: string) => `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`;

describeEachDialect('CSRF on the routed path', (ctx) => {
  it('refuses every write operation of the OpenAPI document sent percent-encoded without a token', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      WRITES.filter((method) => method in methods).map((method) => ({
        method,
        path: path.replace(/\{[^}]+\}/g, '1'),
        csrf: Boolean(methods[method]?.security?.every((requirement) => 'csrf' in requirement)),
      })),
    );
    // Only the one-click unsubscribe of a mail client (RFC 8058) goes without a token: its signed link is the proof.
    expect(writes.filter((write) => !write.csrf).map(({ method, path }) => `${method} ${path}`)).toEqual(['post /mail/unsubscribe/']);
    const operations = writes.filter((write) => write.csrf);
    // The document lists them all (issue 28 counted 98): a document that lost its writes must not pass quietly.
    expect(operations.length).toBeGreaterThan(90);
    // Signed in, as the victim of a cross-site form is: the session cookie goes with the request, the token does not.
    const { agent } = await signedInAgent(ctx.app);
    const passed: string[] = [];
    for (const { method, path } of operations) {
      const url = encoded(path);
      expect(url).not.toBe(path);
      const response = await agent.request(method.toUpperCase() as 'POST', url, { csrf: false, payload: {} });
      if (response.statusCode !== 403 || response.json().detail !== DETAILS.csrf) passed.push(`${method.toUpperCase()} ${url} ${response.statusCode}`);
    }
    expect(passed).toEqual([]);
  });

  it('still ends no session through /%61pi/account/sessions/end-others/ without a token', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.post('/%61pi/account/sessions/end-others/', undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: DETAILS.csrf });
  });

  it('lets the same encoded write through with its token, so the router did match it', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.post('/%61pi/account/sessions/end-others/');
    expect(response.statusCode).toBe(200);
  });
});

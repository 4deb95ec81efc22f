import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';

describeEachDialect('GET /api/rest/rest-check/', (ctx) => {
  // The check answers 503 'starting' until the matching indexes are built (MatchingEngine.start; proved there).
  beforeAll(async () => {
    await ctx.app.matching.sync();
  });

  it('answers ok with the database in use, once the matching indexes are built', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.dialect });
  });

  it('answers the same without the trailing slash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rest/rest-check' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rest/rest-check/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('publishes the OpenAPI document with the health route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/rest/rest-check/');
  });

  it('answers ready, with each service it needs, for load balancers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'up', bus: 'up' } });
  });

  it('answers 503 with Retry-After when a service it needs is down', async () => {
    ctx.app.readiness.add('test-service', () => false);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      status: 'unavailable',
      detail: 'Service temporarily unavailable.',
      checks: { database: 'up', bus: 'up', 'test-service': 'down' },
    });
  });
});

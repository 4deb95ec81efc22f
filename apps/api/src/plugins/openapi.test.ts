import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/app.ts';

const RESOURCES = [
  'application',
  'company',
  'education',
  'events',
  'experience',
  'job-skill-matrices',
  'jobprofile',
  'nonprofit-profile',
  'resources',
  'skill',
  'smallbiz-profile',
  'user-skill-matrices',
  'users',
  'volunteer-opportunities',
];
const READ_ONLY = ['match-results', 'matching-sessions', 'matching-skills', 'skill-categories', 'tags'];
/** Every call of docs/product.md section 7 beyond the generic resource client. */
const ACTIONS = [
  '/api/events/{id}/increment_participants/',
  '/api/events/today/',
  '/api/events/upcoming/',
  '/api/job-skill-matrices/{id}/update_skill/',
  '/api/user-skill-matrices/{id}/update_skill/',
  '/api/resources/{id}/increment_downloads/',
  '/api/resources/{id}/increment_views/',
  '/api/resources/free/',
  '/api/resources/popular/',
  '/api/tags/popular/',
  '/api/volunteer-opportunities/my_opportunities/',
  '/api/matching/analytics/',
  '/api/matching/match/',
  '/api/matching/task-status/',
  '/api/matching/extract-skills/',
  '/api/session/',
  '/api/whoami/',
  '/api/rest/rest-check/',
  '/api/users/dashboard/job-search-stats/',
  '/api/users/dashboard/profile-completion/',
  '/api/users/dashboard/recent-activity/',
  '/api/login/',
  '/api/signup/',
  '/api/googlelogin/',
  '/api/logout/',
  '/common/resume/upload/',
];

describeEachDialect('the OpenAPI document', (ctx) => {
  it('describes every call of docs/product.md section 7', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const documented = new Set(Object.keys(document.paths).map((path) => path.replace(/\{[^}]+\}/g, '{id}')));
    const wanted = [
      ...RESOURCES.flatMap((name) => [`/api/${name}/`, `/api/${name}/{id}/`]),
      ...READ_ONLY.map((name) => `/api/${name}/`),
      ...ACTIONS,
    ];
    expect(wanted.filter((path) => !documented.has(path))).toEqual([]);
  });

  it('gives every route a summary and its answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
    };
    const bare = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.summary || Object.keys(operation.responses ?? {}).length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(bare).toEqual([]);
  });

  it('names every operation once, for generated clients', async () => {
    const document = (
      await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json() as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    );
    expect(
      operations.filter((operation) => !operation.operationId).map((operation) => operation.name),
    ).toEqual([]);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths['/api/jobprofile/']?.get?.operationId).toBe('jobprofileList');
    expect(document.paths['/api/jobprofile/{id}/']?.patch?.operationId).toBe('jobprofilePartialUpdate');
    expect(document.paths['/api/events/{id}/increment_participants/']?.post?.operationId).toBe(
      'eventsIncrementParticipantsCreate',
    );
  });

  it('declares the session cookie and the CSRF header each operation needs', async () => {
    const document = (
      await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json() as OpenApiDocument;
    expect(document.components.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
    });
    // Paths outside /api/ and /common/ (the one-click unsubscribe link of e-mails) carry their own signed token.
    const unsecured = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/') || path.startsWith('/common/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod)
          .filter(([method, operation]) => {
            const first = operation.security?.[0] ?? {};
            return (
              !('session' in first) ||
              (method !== 'get' && !operation.security?.every((option) => 'csrf' in option))
            );
          })
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(unsecured).toEqual([]);
    // A list only the signed in may read needs the session; a public one says the session is optional.
    expect(document.paths['/api/job-applications/']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/resources/']?.get?.security).toEqual([{ session: [] }, {}]);
    expect(document.paths['/api/login/']?.post?.security).toEqual([{ session: [], csrf: [] }, { csrf: [] }]);
  });

  it('keeps the trailing slash of every path, as the specification writes them', async () => {
    const document = (
      await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json() as OpenApiDocument;
    expect(Object.keys(document.paths).filter((path) => !path.endsWith('/'))).toEqual([]);
  });
});

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, string[]>> }>>;
  components: { securitySchemes?: Record<string, unknown> };
}

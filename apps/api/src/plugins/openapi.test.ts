import { expect, it } from 'vitest';
import { describeEachDialect } from '../test/app.ts';

const RESOURCES = [
  'application', 'company', 'education', 'events', 'experience', 'job-skill-matrices', 'jobprofile', 'nonprofit-profile',
  'resources', 'skill', 'smallbiz-profile', 'user-skill-matrices', 'users', 'volunteer-opportunities',
];
const READ_ONLY = ['match-results', 'matching-sessions', 'matching-skills', 'skill-categories', 'tags'];
/** Every call of SPEC.md section 7 beyond the generic resource client. */
const ACTIONS = [
  '/api/events/{id}/increment_participants/', '/api/events/today/', '/api/events/upcoming/',
  '/api/job-skill-matrices/{id}/update_skill/', '/api/user-skill-matrices/{id}/update_skill/',
  '/api/resources/{id}/increment_downloads/', '/api/resources/{id}/increment_views/', '/api/resources/free/',
  '/api/resources/popular/', '/api/tags/popular/', '/api/volunteer-opportunities/my_opportunities/',
  '/api/matching/analytics/', '/api/matching/match/', '/api/matching/task-status/', '/api/matching/extract-skills/',
  '/api/session/', '/api/whoami/', '/api/rest/rest-check/', '/api/users/dashboard/job-search-stats/',
  '/api/users/dashboard/profile-completion/', '/api/users/dashboard/recent-activity/', '/api/login/', '/api/signup/',
  '/api/googlelogin/', '/api/logout/', '/common/resume/upload/',
];

describeEachDialect('the OpenAPI document', (ctx) => {
  it('describes every call of SPEC.md section 7', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    const documented = new Set(Object.keys(document.paths).map((path) => path.replace(/\{[^}]+\}/g, '{id}')));
    const wanted = [...RESOURCES.flatMap((name) => [`/api/${name}/`, `/api/${name}/{id}/`]), ...READ_ONLY.map((name) => `/api/${name}/`), ...ACTIONS];
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
});

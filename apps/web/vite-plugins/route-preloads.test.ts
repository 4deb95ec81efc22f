// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../src/app/route-table';
import { routeModules } from './route-preloads';

describe('routeModules', () => {
  const routes = routeModules(APP_ROUTES);
  const byPath = new Map(routes.map((route) => [route.path, route.specifiers]));

  it("finds every lazy route of the app's table with its guard or shell, then its screen", () => {
    expect(byPath.get('/login')).toEqual(['./guards/public-only', '../features/auth/routes/login']);
    expect(byPath.get('/home')).toEqual([
      './routes/candidate-shell',
      '../features/candidate-home/routes/home',
    ]);
    expect(byPath.get('/jobpost/:id')).toEqual([
      './routes/organisation-shell',
      '../features/job-posts/routes/job-post',
    ]);
    expect(byPath.get('/settings')).toEqual(['./routes/account-shell', '../features/account/routes/settings']);
    expect(byPath.get('/reset-password')).toEqual(['../features/account/routes/reset-password']);

    expect(byPath.get('/jobs/:jobId')).toEqual(['./routes/public-shell', '../features/public-pages/routes/public-job']);
    expect(byPath.get('/chats/:id')).toEqual([
      './routes/organisation-shell',
      '../features/conversations/routes/conversations',
    ]);
    // docs/product.md section 2: five public paths, seven candidate paths (and a job's own page, jobs/:jobId), seven
    // organisation paths (jobpost and jobpost/:id); then /settings for every role, the three pages e-mail links
    // open, and /messages(/:id) and /chats(/:id); and the public pages /browse and /organisations/:id (docs/product.md section C16);
    // and /join (a team's invitation, section 18) and /volunteer-roles/:id (who is interested, section 21); and the
    // operator's /admin and the e-mailed link's /verify-organisation (section C20).
    expect(routes).toHaveLength(5 + 8 + 7 + 1 + 3 + 4 + 2 + 2 + 2);
  });

  it('leaves out routes without code of their own (the index redirect, the static 404)', () => {
    expect(byPath.has('/')).toBe(false);
    expect(byPath.has('/*')).toBe(false);
  });
});

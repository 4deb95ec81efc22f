// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-preloads';

const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));

describe('routeModules', () => {
  const routes = routeModules(readFileSync(routerFile, 'utf8'), routerFile);
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
    // SPEC.md section 2: five public paths, seven candidate paths, seven organisation paths (jobpost and jobpost/:id).
    expect(routes).toHaveLength(5 + 7 + 7);
  });

  it('leaves out routes without code of their own (the index redirect, the static 404)', () => {
    expect(byPath.has('/')).toBe(false);
    expect(byPath.has('/*')).toBe(false);
  });
});

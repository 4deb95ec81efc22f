import { describe, expect, it } from 'vitest';
import { loadComponent } from './lazy-components';
import { APP_ROUTES, GUARDS } from './route-table';

describe('the route table', () => {
  it('names only modules and exports the router can load', async () => {
    const named = [...Object.values(GUARDS), ...APP_ROUTES.map((route) => route.screen)];
    for (const component of named) expect(typeof (await loadComponent(component))).toBe('function');
  });

  it('draws only screens whose guard says whom for', () => {
    for (const route of APP_ROUTES.filter((item) => item.firstPaint))
      expect(route.guard && 'drawnFor' in GUARDS[route.guard]).toBe(true);
  });

  it('refuses a module it does not know', async () => {
    await expect(loadComponent({ module: './nowhere', export: 'Nothing' })).rejects.toThrow('./nowhere');
  });
});

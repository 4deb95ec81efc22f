import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, collectRoutes, renderRouteTable, withRouteTable } from './route-map.ts';
import { readWebCallers } from './web-callers.ts';

describe("docs/ARCHITECTURE.md's 'where to find' table", () => {
  it('lists every path the app answers with the file that registers it (npm run docs:routes writes it)', async () => {
    const routes = await collectRoutes();
    // Every route of the API's own modules is found in its module, none left without a file.
    expect(routes.find((route) => route.url === '/api/blocks/')).toMatchObject({ methods: ['GET', 'POST'], file: 'apps/api/src/modules/blocks/routes.ts' });
    expect(routes.filter((route) => route.file === '(unknown)')).toEqual([]);
    // Each method with the contract's schemas it reads and answers with, named as the contract exports them.
    expect(routes.find((route) => route.url === '/api/jobprofile/')?.schemas).toEqual([
      'GET: query `inline` → 200 `page of JobAnswer`',
      'POST: body `JobInput` → 201 `JobAnswer`',
    ]);
    // And the screens whose code calls it, followed through the web's imports to route-table.ts.
    const callers = readWebCallers();
    expect(callers.screensOf('/api/jobprofile/:id/apply/')).toEqual(expect.arrayContaining(['/jobs/:jobId', '/yourmatches']));
    expect(callers.screensOf('/api/admin/reports/')).toEqual(['/admin']);
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    // Stale when a route was added, moved or removed since: run `npm run docs:routes` and commit the table.
    expect(doc, 'docs/ARCHITECTURE.md is stale: run npm run docs:routes').toBe(withRouteTable(doc, renderRouteTable(routes)));
  }, 60_000);
});

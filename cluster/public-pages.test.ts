import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Client } from './client.ts';
import { missingPieces, startDeployment, type Deployment } from './deployment.ts';

const missing = missingPieces();
if (missing) console.warn(`cluster public pages suite skipped: ${missing}`);

/** What a crawler reads of one job on one instance: its JobPosting, and whether the sitemap and both feeds list it. */
async function listedOn(base: string, jobId: number, title: string) {
  const text = async (path: string) => (await fetch(`${base}${path}`)).text();
  const [page, sitemap, rss, indeed] = await Promise.all([text(`/jobs/${jobId}`), text('/sitemap.xml'), text('/feeds/jobs.xml'), text('/feeds/jobs.xml?format=indeed')]);
  return { posting: page.includes('"@type":"JobPosting"'), sitemap: sitemap.includes(`/jobs/${jobId}<`), rss: rss.includes(title), indeed: indeed.includes(title) };
}

const everywhere = { posting: true, sitemap: true, rss: true, indeed: true };
const nowhere = { posting: false, sitemap: false, rss: false, indeed: false };

/**
 * Public pages are kept per instance and invalidated through the bus (docs/product.md section C16): a job closed,
 * paused or deleted on one instance leaves the other's sitemap, feeds and JobPosting within 2 s, behind nginx on
 * PostgreSQL and Redis as deployed.
 */
describe.skipIf(missing)('public pages on two instances', () => {
  let deployment: Deployment;
  let a: string;
  let b: string;
  let organisation: Client;

  beforeAll(async () => {
    deployment = await startDeployment();
    [a, b] = deployment.instances as [string, string];
    ({ client: organisation } = await signUp(deployment.proxy, 'recruiter'));
    expect((await organisation.post('/api/company/', { name: 'Cluster Harbour', address: '1 Quay Street, Bristol' })).status).toBe(201);
  }, 180_000);
  afterAll(async () => deployment?.stop(), 60_000);

  for (const [change, act] of [
    ['closed', (id: number) => organisation.patch(`/api/jobprofile/${id}/`, { status: 'closed' }, a)],
    ['paused', (id: number) => organisation.patch(`/api/jobprofile/${id}/`, { status: 'paused' }, a)],
    ['deleted', (id: number) => organisation.delete(`/api/jobprofile/${id}/`, a)],
  ] as const) {
    it(`a job ${change} on one instance leaves the other's sitemap, feeds and JobPosting within 2 s`, async () => {
      const title = `Cluster Public ${change} ${Date.now()}`;
      const created = await organisation.post('/api/jobprofile/', { title, description: 'Load the boats.', keywords: 'Python', salary_min: 24000, salary_max: 28000, country: 'United Kingdom', state: 'England', city: 'Bristol', years_of_experience: 1 }, a);
      expect(created.status).toBe(201);
      const { id } = created.json() as { id: number };
      // Both instances show it (b fills its cache with it, which the change must then empty).
      expect(await listedOn(a, id, title)).toEqual(everywhere);
      expect(await listedOn(b, id, title)).toEqual(everywhere);

      expect((await act(id)).status).toBeLessThan(300);
      const started = Date.now();
      let seen = await listedOn(b, id, title);
      while (JSON.stringify(seen) !== JSON.stringify(nowhere) && Date.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await listedOn(b, id, title);
      }
      expect(seen).toEqual(nowhere);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  }
});

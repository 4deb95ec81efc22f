import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { communityParties, createResource, resourceInput, type Organisation } from '../../../test/factories/community.ts';

describeEachDialect('/api/resources/', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: Agent, anonymous: Agent;

  beforeAll(async () => {
    ({ owner, other, candidate: { agent: candidate }, anonymous } = await communityParties(ctx, 'smallbiz_owner', 'recruiter'));
  });

  const ids = async (agent: Agent, url: string): Promise<number[]> => (await agent.get(url)).json().results.map((item: { id: number }) => item.id);

  it('creates a resource for the organisation, published today unless told', async () => {
    const response = await owner.agent.post('/api/resources/', resourceInput({ title: 'Hiring checklist', is_free: false, tags: ['Small business'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Hiring checklist',
      description: '',
      resource_type: 'Guide',
      author: 'A. Writer',
      published_date: new Date().toISOString().slice(0, 10),
      url: 'https://example.org/guide',
      is_free: false,
      downloads_count: 0,
      views_count: 0,
      tags: [{ id: expect.any(Number), name: 'Small business', color: '#6366f1' }],
      company: owner.companyId,
      company_name: owner.companyName,
    });
  });

  it('lets anybody read resources, in lists and single objects', async () => {
    const resource = await createResource(owner.agent);
    for (const agent of [anonymous, candidate, other.agent, owner.agent]) {
      expect((await agent.get(`/api/resources/${resource.id}/`)).statusCode).toBe(200);
      expect(await ids(agent, `/api/resources/?company=${owner.companyId}&limit=1000`)).toContain(resource.id);
    }
  });

  it('lets the owning organisation change and delete its resource', async () => {
    const resource = await createResource(owner.agent, { tags: ['Guides'] });
    const patched = await owner.agent.patch(`/api/resources/${resource.id}/`, { published_date: '2024-02-29', tags: [] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ published_date: '2024-02-29', tags: [] });
    const put = await owner.agent.put(`/api/resources/${resource.id}/`, resourceInput({ title: 'Replaced' }));
    expect(put.json()).toMatchObject({ title: 'Replaced', published_date: '2024-02-29' });
    expect((await owner.agent.delete(`/api/resources/${resource.id}/`)).statusCode).toBe(204);
    expect((await anonymous.get(`/api/resources/${resource.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 to another organisation and to a candidate writing to it, 403 to a candidate creating, 401 anonymously', async () => {
    const resource = await createResource(owner.agent);
    expect((await other.agent.patch(`/api/resources/${resource.id}/`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/resources/${resource.id}/`)).statusCode).toBe(404);
    expect((await candidate.patch(`/api/resources/${resource.id}/`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await candidate.post('/api/resources/', resourceInput())).statusCode).toBe(403);
    expect((await anonymous.post('/api/resources/', resourceInput())).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/resources/${resource.id}/`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/resources/${resource.id}/`)).json().title).toBe(resource.title);
  });

  it('lists only its own resources with mine=true, and none for a candidate', async () => {
    await createResource(other.agent);
    const mine = (await owner.agent.get('/api/resources/?mine=true&limit=1000')).json();
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((item: { company: number }) => item.company === owner.companyId)).toBe(true);
    expect((await candidate.get('/api/resources/?mine=true')).json()).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 'url', COMMUNITY_MESSAGES.invalidUrl],
    ['an ftp URL', { url: 'ftp://files.example.org/a' }, 'url', COMMUNITY_MESSAGES.invalidUrl],
    ['an impossible date', { published_date: '2023-02-29' }, 'published_date', COMMUNITY_MESSAGES.invalidDate],
    ['no title', { title: undefined }, 'title', COMMUNITY_MESSAGES.required],
    ['a tag list that is a string', { tags: 'a,b' }, 'tags', COMMUNITY_MESSAGES.invalidTag],
    ['a tag object without id or name', { tags: [{ colour: 'red' }] }, 'tags', COMMUNITY_MESSAGES.invalidTag],
  ])('refuses %s with 400', async (_name, overrides, field, message) => {
    const response = await owner.agent.post('/api/resources/', resourceInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('counts views and downloads for signed-in users and answers the new counts', async () => {
    const resource = await createResource(owner.agent);
    expect((await anonymous.post(`/api/resources/${resource.id}/increment_views/`)).statusCode).toBe(401);
    await Promise.all([candidate, other.agent, owner.agent].map((agent) => agent.post(`/api/resources/${resource.id}/increment_views/`)));
    const download = await candidate.post(`/api/resources/${resource.id}/increment_downloads/`);
    expect(download.statusCode).toBe(200);
    expect(download.json()).toEqual({ id: resource.id, downloads_count: 1, views_count: 3 });
    expect((await candidate.post('/api/resources/2147483647/increment_downloads/')).statusCode).toBe(404);
  });

  it('counts each signed-in user once per resource, however often or concurrently they ask', async () => {
    const resource = await createResource(owner.agent);
    const twice = (agent: typeof candidate, kind: string) => Promise.all([1, 2, 3].map(() => agent.post(`/api/resources/${resource.id}/increment_${kind}/`)));
    await twice(candidate, 'views');
    await twice(candidate, 'downloads');
    await twice(other.agent, 'views');
    const again = await candidate.post(`/api/resources/${resource.id}/increment_views/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: resource.id, downloads_count: 1, views_count: 2 });
    const other2 = await createResource(owner.agent);
    expect((await candidate.post(`/api/resources/${other2.id}/increment_views/`)).json()).toMatchObject({ views_count: 1 });
  });

  it('lists free resources, and popular ones by views plus downloads', async () => {
    const search = `pop${Date.now()}`;
    const paid = await createResource(other.agent, { title: `${search} paid`, is_free: false });
    const quiet = await createResource(other.agent, { title: `${search} quiet` });
    const busy = await createResource(other.agent, { title: `${search} busy` });
    await candidate.post(`/api/resources/${busy.id}/increment_views/`);
    await candidate.post(`/api/resources/${busy.id}/increment_downloads/`);
    await candidate.post(`/api/resources/${paid.id}/increment_views/`);
    expect((await ids(anonymous, `/api/resources/free/?search=${search}`)).sort()).toEqual([quiet.id, busy.id].sort());
    expect(await ids(anonymous, `/api/resources/popular/?search=${search}`)).toEqual([busy.id, paid.id, quiet.id]);
  });

  it('filters by search in any case, and by resource_type', async () => {
    const resource = await createResource(other.agent, { title: 'Grant Writing 101', resource_type: 'Template' });
    expect(await ids(anonymous, '/api/resources/?search=gRaNt%20wRiTiNg')).toEqual([resource.id]);
    expect(await ids(anonymous, `/api/resources/?resource_type=template&company=${other.companyId}`)).toEqual([resource.id]);
  });

  it.each([
    ['/api/resources/?limit=0', 200],
    ['/api/resources/?limit=1000', 200],
    ['/api/resources/?limit=1001', 400],
    ['/api/resources/?limit=-1', 400],
    ['/api/resources/?limit=abc', 400],
    ["/api/resources/?search=' OR 1=1 --", 200],
    ['/api/resources/?search=%00', 400],
    ['/api/resources/?search[$ne]=x', 400],
    ['/api/resources/?is_free=yes', 400],
    ['/api/resources/1e99/', 400],
  ])('answers %s with %i, never 500', async (url, status) => {
    expect((await anonymous.get(url)).statusCode).toBe(status);
  });
});

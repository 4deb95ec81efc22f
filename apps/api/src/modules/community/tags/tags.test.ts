import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { communityParties, createEvent, createResource, createTag, type Organisation } from '../../../test/factories/community.ts';

describeEachDialect('/api/tags/', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: Agent, anonymous: Agent;

  beforeAll(async () => {
    ({ owner, other, candidate: { agent: candidate }, anonymous } = await communityParties(ctx, 'nonprofit', 'recruiter'));
  });

  it('creates a tag for an organisation user, colour in lower case, unused so far', async () => {
    const response = await owner.agent.post('/api/tags/', { name: '  Digital Skills ', color: '#0891B2' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Digital Skills', color: '#0891b2', usage_count: 0 });
    expect((await anonymous.get(`/api/tags/${response.json().id}/`)).json()).toEqual(response.json());
  });

  it('refuses a second tag with the same name in another case', async () => {
    await createTag(owner.agent, { name: 'Python' });
    const response = await other.agent.post('/api/tags/', { name: 'PYTHON' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [COMMUNITY_MESSAGES.tagNameTaken] });
  });

  it('reuses a tag named in another case when an event names it', async () => {
    const tag = await createTag(owner.agent, { name: 'Gardening' });
    const event = await createEvent(owner.agent, { tags: ['gardening'] });
    expect(event.tags).toEqual([{ id: tag.id, name: 'Gardening', color: tag.color }]);
  });

  it('refuses a candidate (403) and an anonymous user (401) creating a tag', async () => {
    expect((await candidate.post('/api/tags/', { name: 'Candidate tag' })).statusCode).toBe(403);
    expect((await anonymous.post('/api/tags/', { name: 'Anonymous tag' })).statusCode).toBe(401);
  });

  it('lets anybody read tags, in lists and single objects', async () => {
    const tag = await createTag(owner.agent, { name: 'Readable' });
    for (const agent of [anonymous, candidate, other.agent, owner.agent]) {
      expect((await agent.get(`/api/tags/${tag.id}/`)).statusCode).toBe(200);
      expect((await agent.get('/api/tags/?search=readable')).json().results).toEqual([{ ...tag, usage_count: 0 }]);
    }
  });

  it("lets an organisation change and delete a tag only its own items carry; anybody else gets 404", async () => {
    const tag = await createTag(owner.agent, { name: 'Owned by use' });
    const event = await createEvent(owner.agent, { tags: [tag.id] });
    expect((await other.agent.patch(`/api/tags/${tag.id}/`, { color: '#000000' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(404);
    expect((await candidate.patch(`/api/tags/${tag.id}/`, { color: '#000000' })).statusCode).toBe(404);
    expect((await anonymous.patch(`/api/tags/${tag.id}/`, { color: '#000000' })).statusCode).toBe(401);
    const patched = await owner.agent.patch(`/api/tags/${tag.id}/`, { color: '#ABCDEF' });
    expect(patched.json()).toEqual({ id: tag.id, name: 'Owned by use', color: '#abcdef', usage_count: 1 });
    expect((await owner.agent.put(`/api/tags/${tag.id}/`, { name: 'Renamed by owner' })).json().name).toBe('Renamed by owner');
    expect((await owner.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(204);
    expect((await anonymous.get(`/api/events/${event.id}/`)).json().tags).toEqual([]);
  });

  it('keeps a tag nobody uses yet in its creator\'s hands: another organisation cannot recolour or delete it (404)', async () => {
    const tag = await createTag(owner.agent, { name: 'Unused so far' });
    expect((await other.agent.patch(`/api/tags/${tag.id}/`, { color: '#000000' })).statusCode).toBe(404);
    expect((await other.agent.put(`/api/tags/${tag.id}/`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/tags/${tag.id}/`)).json()).toEqual({ ...tag, usage_count: 0 });
    expect((await owner.agent.patch(`/api/tags/${tag.id}/`, { color: '#123456' })).json().color).toBe('#123456');
    expect((await owner.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(204);
  });

  it('keeps a tag its creator made out of another organisation\'s hands even when only that one\'s items carry it', async () => {
    const tag = await createTag(owner.agent, { name: 'Borrowed' });
    await createResource(other.agent, { tags: [tag.id] });
    expect((await other.agent.patch(`/api/tags/${tag.id}/`, { color: '#000000' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(404);
  });

  it('keeps a tag two organisations use out of either one\'s hands', async () => {
    const tag = await createTag(owner.agent, { name: 'Shared' });
    await createEvent(owner.agent, { tags: [tag.id] });
    await createResource(other.agent, { tags: ['shared'] });
    expect((await owner.agent.patch(`/api/tags/${tag.id}/`, { name: 'Ours' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/tags/${tag.id}/`)).statusCode).toBe(404);
  });

  it('refuses renaming a tag to a name taken in another case', async () => {
    await createTag(owner.agent, { name: 'Taken name' });
    const tag = await createTag(owner.agent, { name: 'Free name' });
    const response = await owner.agent.patch(`/api/tags/${tag.id}/`, { name: 'TAKEN NAME' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [COMMUNITY_MESSAGES.tagNameTaken] });
  });

  it('lists popular tags, most used on events and resources first, without unused ones', async () => {
    const most = await createTag(other.agent, { name: 'zz-most' });
    const some = await createTag(other.agent, { name: 'zz-some' });
    const unused = await createTag(other.agent, { name: 'zz-unused' });
    await createEvent(other.agent, { tags: [most.id, some.id] });
    await createResource(other.agent, { tags: [most.id] });
    await createEvent(other.agent, { tags: [most.id] });
    const popular = (await anonymous.get('/api/tags/popular/?limit=1000')).json().results as { id: number; usage_count: number }[];
    const ids = popular.map((tag) => tag.id);
    expect(ids).not.toContain(unused.id);
    expect(ids.indexOf(most.id)).toBeLessThan(ids.indexOf(some.id));
    expect(popular.find((tag) => tag.id === most.id)?.usage_count).toBe(3);
    const counts = popular.map((tag) => tag.usage_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it.each([
    ['a colour name', { name: 'Colourful', color: 'red' }, 'color', COMMUNITY_MESSAGES.invalidColor],
    ['a short hex colour', { name: 'Colourful', color: '#fff' }, 'color', COMMUNITY_MESSAGES.invalidColor],
    ['an empty name', { name: '  ' }, 'name', COMMUNITY_MESSAGES.tagNameRequired],
    ['a NUL byte', { name: 'a\u0000b' }, 'name', COMMUNITY_MESSAGES.invalidText],
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name', 'Ensure this field has no more than 50 characters.'],
  ])('refuses %s with 400', async (_name, body, field, message) => {
    const response = await owner.agent.post('/api/tags/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it.each([
    ['/api/tags/?limit=0', 200],
    ['/api/tags/?limit=1000', 200],
    ['/api/tags/?limit=1001', 400],
    ['/api/tags/?limit=-1', 400],
    ['/api/tags/?limit=abc', 400],
    ["/api/tags/?search=' OR 1=1 --", 200],
    ['/api/tags/?search=%00', 400],
    ['/api/tags/?name[$ne]=x', 400],
    ['/api/tags/popular/?offset=-1', 400],
    ['/api/tags/x/', 400],
    ['/api/tags/2147483647/', 404],
  ])('answers %s with %i, never 500', async (url, status) => {
    const response = await anonymous.get(url);
    expect(response.statusCode).toBe(status);
    if (url.includes('OR')) expect(response.json().results).toEqual([]);
  });
});

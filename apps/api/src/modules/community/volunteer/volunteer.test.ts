import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { communityParties, createOpportunity, opportunityInput, type Organisation } from '../../../test/factories/community.ts';

const INTEREST = { note: 'I would like to help.', share_contact: true };

describeEachDialect('/api/volunteer-opportunities/', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: Agent, anonymous: Agent, secondCandidate: Agent;

  beforeAll(async () => {
    ({ owner, other, candidate: { agent: candidate }, anonymous } = await communityParties(ctx, 'nonprofit', 'smallbiz_owner'));
    secondCandidate = (await signedInAgent(ctx.app, 'candidate')).agent;
  });

  const ids = async (agent: Agent, url: string): Promise<number[]> => {
    const response = await agent.get(url);
    expect(response.statusCode).toBe(200);
    return response.json().results.map((item: { id: number }) => item.id);
  };

  it('creates an opportunity, keywords as a list answered as a clean comma-separated text', async () => {
    const response = await owner.agent.post(
      '/api/volunteer-opportunities/',
      opportunityInput({ title: 'Treasurer', keywords: [' Bookkeeping', 'Excel', 'excel', ''], time_commitment: 'Monthly', category: 'finance', start_date: '2031-01-15' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Treasurer',
      description: 'Help us out.',
      keywords: 'Bookkeeping, Excel',
      city: 'London',
      country: 'United Kingdom',
      is_remote: false,
      time_commitment: 'monthly',
      category: 'Finance',
      start_date: '2031-01-15',
      is_active: true,
      company: owner.companyId,
      company_name: owner.companyName,
      interested: false,
      interest_count: 0,
      match_score: null,
    });
  });

  it('shows the interest count to the owner only', async () => {
    const item = await createOpportunity(owner.agent);
    await candidate.post(`/api/volunteer-opportunities/${item.id}/interest/`, INTEREST);
    expect((await owner.agent.get(`/api/volunteer-opportunities/${item.id}/`)).json().interest_count).toBe(1);
    for (const agent of [anonymous, candidate, other.agent]) {
      expect((await agent.get(`/api/volunteer-opportunities/${item.id}/`)).json().interest_count).toBeNull();
    }
  });

  it('lets anybody read active opportunities and hides inactive ones from all but their organisation', async () => {
    const active = await createOpportunity(owner.agent);
    const inactive = await createOpportunity(owner.agent, { is_active: false });
    for (const agent of [anonymous, candidate, other.agent]) {
      expect((await agent.get(`/api/volunteer-opportunities/${active.id}/`)).statusCode).toBe(200);
      expect((await agent.get(`/api/volunteer-opportunities/${inactive.id}/`)).statusCode).toBe(404);
      const listed = await ids(agent, `/api/volunteer-opportunities/?company=${owner.companyId}&limit=1000`);
      expect(listed).toContain(active.id);
      expect(listed).not.toContain(inactive.id);
    }
    expect(await ids(owner.agent, `/api/volunteer-opportunities/?company=${owner.companyId}&limit=1000`)).toContain(inactive.id);
  });

  it('lets the owner change and delete; 404 for another organisation and a candidate; 403 for a candidate creating; 401 anonymously', async () => {
    const item = await createOpportunity(owner.agent);
    expect((await other.agent.patch(`/api/volunteer-opportunities/${item.id}/`, { title: 'x' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/volunteer-opportunities/${item.id}/`)).statusCode).toBe(404);
    expect((await candidate.patch(`/api/volunteer-opportunities/${item.id}/`, { title: 'x' })).statusCode).toBe(404);
    const created = await candidate.post('/api/volunteer-opportunities/', opportunityInput());
    expect(created.statusCode).toBe(403);
    expect((await anonymous.post('/api/volunteer-opportunities/', opportunityInput())).statusCode).toBe(401);
    expect((await anonymous.patch(`/api/volunteer-opportunities/${item.id}/`, { title: 'x' })).statusCode).toBe(401);
    const patched = await owner.agent.patch(`/api/volunteer-opportunities/${item.id}/`, { keywords: 'SQL,  Tableau ,SQL', is_remote: true });
    expect(patched.json()).toMatchObject({ keywords: 'SQL, Tableau', is_remote: true });
    const put = await owner.agent.put(`/api/volunteer-opportunities/${item.id}/`, opportunityInput({ title: 'Replaced', category: 'Design' }));
    expect(put.json()).toMatchObject({ title: 'Replaced', category: 'Design' });
    expect((await owner.agent.delete(`/api/volunteer-opportunities/${item.id}/`)).statusCode).toBe(204);
    expect((await owner.agent.get(`/api/volunteer-opportunities/${item.id}/`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown category', { category: 'Cooking' }, 'category', COMMUNITY_MESSAGES.invalidCategory],
    ['no category', { category: undefined }, 'category', COMMUNITY_MESSAGES.invalidCategory],
    ['an unknown commitment', { time_commitment: 'daily' }, 'time_commitment', COMMUNITY_MESSAGES.invalidTimeCommitment],
    ['a number as keywords', { keywords: 42 }, 'keywords', COMMUNITY_MESSAGES.invalidKeywords],
    ['31 keywords', { keywords: Array.from({ length: 31 }, (_, index) => `k${index}`) }, 'keywords', COMMUNITY_MESSAGES.tooManyKeywords],
    ['an impossible start date', { start_date: '2031-13-01' }, 'start_date', COMMUNITY_MESSAGES.invalidDate],
    ['no title', { title: undefined }, 'title', COMMUNITY_MESSAGES.required],
  ])('refuses %s with 400', async (_name, overrides, field, message) => {
    const response = await owner.agent.post('/api/volunteer-opportunities/', opportunityInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('filters as the /volunteer page does: location, commitment, category and search', async () => {
    const remote = await createOpportunity(other.agent, { title: 'Social media helper', is_remote: true, city: '', time_commitment: 'weekly', category: 'Marketing', keywords: 'Canva, Copywriting' });
    const manchester = await createOpportunity(other.agent, { title: 'Website refresh', city: 'Manchester', time_commitment: 'flexible', category: 'Technology', keywords: 'WordPress' });
    const weekly = await createOpportunity(other.agent, { title: 'Coding club assistant', city: 'Birmingham', time_commitment: 'weekly', category: 'Technology', keywords: 'Python' });
    const base = `/api/volunteer-opportunities/?company=${other.companyId}&limit=1000`;
    expect(await ids(anonymous, `${base}&location=Remote`)).toEqual([remote.id]);
    expect(await ids(anonymous, `${base}&location=manchester`)).toEqual([manchester.id]);
    expect((await ids(anonymous, `${base}&location=Any`)).length).toBe(3);
    expect(await ids(anonymous, `${base}&location=Edinburgh`)).toEqual([]);
    expect((await ids(anonymous, `${base}&commitment=Weekly`)).sort()).toEqual([remote.id, weekly.id].sort());
    expect((await ids(anonymous, `${base}&commitment=Any`)).length).toBe(3);
    expect((await ids(anonymous, `${base}&category=Technology`)).sort()).toEqual([manchester.id, weekly.id].sort());
    expect((await ids(anonymous, `${base}&category=All`)).length).toBe(3);
    expect(await ids(anonymous, `${base}&category=Technology&commitment=weekly&location=Birmingham`)).toEqual([weekly.id]);
    expect(await ids(anonymous, `${base}&search=PYTHON`)).toEqual([weekly.id]);
    expect(await ids(anonymous, `${base}&search=canva`)).toEqual([remote.id]);
    const byOrganisation = await ids(anonymous, `/api/volunteer-opportunities/?limit=1000&search=${encodeURIComponent(other.companyName.toUpperCase())}`);
    expect(byOrganisation.sort()).toEqual([remote.id, manchester.id, weekly.id].sort());
  });

  it('records interest once however often a candidate applies, and lists it in my_opportunities', async () => {
    const item = await createOpportunity(owner.agent);
    const first = await candidate.post(`/api/volunteer-opportunities/${item.id}/interest/`, INTEREST);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: item.id, interested: true, interest_count: null });
    const again = await Promise.all([1, 2].map(() => candidate.post(`/api/volunteer-opportunities/${item.id}/interest/`, INTEREST)));
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
    const stored = await ctx.db.selectFrom('volunteer_interests').selectAll().where('opportunity_id', '=', item.id).execute();
    expect(stored).toHaveLength(1);
    expect(await ids(candidate, '/api/volunteer-opportunities/my_opportunities/?limit=1000')).toContain(item.id);
    expect(await ids(secondCandidate, '/api/volunteer-opportunities/my_opportunities/?limit=1000')).not.toContain(item.id);
    expect((await candidate.get(`/api/volunteer-opportunities/${item.id}/`)).json().interested).toBe(true);
    expect((await secondCandidate.get(`/api/volunteer-opportunities/${item.id}/`)).json().interested).toBe(false);

    expect((await candidate.delete(`/api/volunteer-opportunities/${item.id}/interest/`)).statusCode).toBe(204);
    expect((await candidate.delete(`/api/volunteer-opportunities/${item.id}/interest/`)).statusCode).toBe(204);
    expect(await ids(candidate, '/api/volunteer-opportunities/my_opportunities/?limit=1000')).not.toContain(item.id);
  });

  it("lists an organisation's own opportunities, inactive included, in my_opportunities", async () => {
    const inactive = await createOpportunity(owner.agent, { is_active: false });
    const listed = (await owner.agent.get('/api/volunteer-opportunities/my_opportunities/?limit=1000')).json().results as { id: number; company: number }[];
    expect(listed.map((item) => item.id)).toContain(inactive.id);
    expect(listed.every((item) => item.company === owner.companyId)).toBe(true);
    expect((await anonymous.get('/api/volunteer-opportunities/my_opportunities/')).statusCode).toBe(401);
  });

  it('refuses interest from organisations (403), anonymous users (401) and in an inactive opportunity (404)', async () => {
    const item = await createOpportunity(owner.agent);
    const inactive = await createOpportunity(owner.agent, { is_active: false });
    const refused = await other.agent.post(`/api/volunteer-opportunities/${item.id}/interest/`, INTEREST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: COMMUNITY_MESSAGES.candidatesOnly });
    expect((await anonymous.post(`/api/volunteer-opportunities/${item.id}/interest/`, INTEREST)).statusCode).toBe(401);
    expect((await candidate.post(`/api/volunteer-opportunities/${inactive.id}/interest/`, INTEREST)).statusCode).toBe(404);
    expect((await candidate.post('/api/volunteer-opportunities/2147483647/interest/', INTEREST)).statusCode).toBe(404);
  });

  it.each([
    ['?limit=0', 200],
    ['?limit=1000', 200],
    ['?limit=1001', 400],
    ['?limit=-1', 400],
    ['?limit=abc', 400],
    ["?search=' OR 1=1 --", 200],
    ['?search=%00', 400],
    ['?location=%00', 400],
    ['?location[$ne]=x', 400],
    ['?location=x&location=y', 400],
    ['?commitment=hourly', 400],
    ['?category=Cooking', 400],
    ['?category[]=Design', 400],
  ])('answers %s with %i, never 500', async (query, status) => {
    const response = await anonymous.get(`/api/volunteer-opportunities/${query}`);
    expect(response.statusCode).toBe(status);
    if (query.includes('OR')) expect(response.json().results).toEqual([]);
  });
});

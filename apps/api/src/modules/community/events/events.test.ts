import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { communityParties, createEvent, eventInput, inDays, type Organisation } from '../../../test/factories/community.ts';

describeEachDialect('/api/events/', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: Agent, anonymous: Agent, noCompany: Agent;

  beforeAll(async () => {
    ({ owner, other, candidate: { agent: candidate }, anonymous } = await communityParties(ctx, 'nonprofit', 'smallbiz_owner'));
    noCompany = (await signedInAgent(ctx.app, 'recruiter')).agent;
  });

  it('creates an event for the organisation, with tags by name (created when new) and by id', async () => {
    const existing = await owner.agent.post('/api/tags/', { name: 'Careers', color: '#2563EB' });
    const response = await owner.agent.post(
      '/api/events/',
      eventInput({ title: 'Open Evening', start_date: '2031-03-01T18:00:00+01:00', end_date: '2031-03-01T20:30:00Z', capacity: 40, tags: ['Networking', existing.json().id, 'networking'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Open Evening',
      description: '',
      event_type: 'Workshop',
      start_date: '2031-03-01T17:00:00.000Z',
      end_date: '2031-03-01T20:30:00.000Z',
      is_online: false,
      location: 'Community Hall',
      city: 'Leeds',
      country: 'United Kingdom',
      capacity: 40,
      participants_count: 0,
      is_active: true,
      registration_open: true,
      is_full: false,
      places_left: 40,
      registered: false,
      tags: [
        { id: existing.json().id, name: 'Careers', color: '#2563eb' },
        { id: expect.any(Number), name: 'Networking', color: '#6366f1' },
      ],
      company: owner.companyId,
      company_name: owner.companyName,
    });
  });

  it('lets anybody read active events, signed in or not', async () => {
    const event = await createEvent(owner.agent);
    for (const agent of [anonymous, candidate, other.agent, owner.agent]) {
      expect((await agent.get(`/api/events/${event.id}/`)).statusCode).toBe(200);
      const list = await agent.get(`/api/events/?company=${owner.companyId}&limit=1000`);
      expect(list.json().results.map((item: { id: number }) => item.id)).toContain(event.id);
    }
  });

  it('hides an inactive event from everybody but its organisation, in lists and single objects', async () => {
    const hidden = await createEvent(owner.agent, { is_active: false, title: 'Hidden planning day' });
    for (const agent of [anonymous, candidate, other.agent]) {
      expect((await agent.get(`/api/events/${hidden.id}/`)).statusCode).toBe(404);
      const list = await agent.get('/api/events/?search=hidden%20planning');
      expect(list.json()).toMatchObject({ count: 0, results: [] });
    }
    expect((await owner.agent.get(`/api/events/${hidden.id}/`)).json().is_active).toBe(false);
    const mine = await owner.agent.get('/api/events/?mine=true&limit=1000');
    expect(mine.json().results.map((item: { id: number }) => item.id)).toContain(hidden.id);
    expect(mine.json().results.every((item: { company: number }) => item.company === owner.companyId)).toBe(true);
  });

  it('lets the owning organisation change and delete its event', async () => {
    const event = await createEvent(owner.agent, { tags: ['Youth'] });
    const patched = await owner.agent.patch(`/api/events/${event.id}/`, { title: 'Renamed', capacity: null, tags: [] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Renamed', capacity: null, tags: [] });
    const put = await owner.agent.put(`/api/events/${event.id}/`, eventInput({ title: 'Replaced', is_online: true }));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Replaced', is_online: true });
    expect((await owner.agent.delete(`/api/events/${event.id}/`)).statusCode).toBe(204);
    expect((await owner.agent.get(`/api/events/${event.id}/`)).statusCode).toBe(404);
  });

  it("answers 404 to another organisation writing to an event that is not theirs, and changes nothing", async () => {
    const event = await createEvent(owner.agent);
    expect((await other.agent.patch(`/api/events/${event.id}/`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await other.agent.put(`/api/events/${event.id}/`, eventInput())).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/events/${event.id}/`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/events/${event.id}/`)).json().title).toBe(event.title);
  });

  it('refuses a candidate with 403 on create and 404 on an existing event', async () => {
    const event = await createEvent(owner.agent);
    const created = await candidate.post('/api/events/', eventInput());
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ detail: COMMUNITY_MESSAGES.organisationsOnly });
    expect((await candidate.patch(`/api/events/${event.id}/`, { title: 'x' })).statusCode).toBe(404);
    expect((await candidate.delete(`/api/events/${event.id}/`)).statusCode).toBe(404);
  });

  it('refuses an organisation user without a company with 403', async () => {
    const response = await noCompany.post('/api/events/', eventInput());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: COMMUNITY_MESSAGES.needsCompany });
  });

  it('asks anonymous writers to sign in', async () => {
    const event = await createEvent(owner.agent);
    expect((await anonymous.post('/api/events/', eventInput())).statusCode).toBe(401);
    expect((await anonymous.patch(`/api/events/${event.id}/`, { title: 'x' })).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/events/${event.id}/`)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/events/${event.id}/increment_participants/`)).statusCode).toBe(401);
  });

  it.each([
    ['an end before the start', { start_date: '2031-01-02T10:00:00Z', end_date: '2031-01-02T09:59:59Z' }, 'end_date', COMMUNITY_MESSAGES.endBeforeStart],
    ['no title', { title: undefined }, 'title', COMMUNITY_MESSAGES.required],
    ['a blank title', { title: '   ' }, 'title', COMMUNITY_MESSAGES.required],
    ['a date without a time zone', { start_date: '2031-01-02T10:00:00' }, 'start_date', COMMUNITY_MESSAGES.invalidTimestamp],
    ['an impossible date', { start_date: '2031-02-30T10:00:00Z' }, 'start_date', COMMUNITY_MESSAGES.invalidTimestamp],
    ['a capacity of 0', { capacity: 0 }, 'capacity', COMMUNITY_MESSAGES.capacity],
    ['a fractional capacity', { capacity: 2.5 }, 'capacity', COMMUNITY_MESSAGES.capacity],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }, 'tags', COMMUNITY_MESSAGES.tooManyTags],
    ['a NUL byte in the title', { title: 'Evil\u0000' }, 'title', COMMUNITY_MESSAGES.invalidText],
    ['a flag that is not a boolean', { is_online: 'maybe' }, 'is_online', COMMUNITY_MESSAGES.invalidBoolean],
  ])('refuses %s with 400', async (_name, overrides, field, message) => {
    const response = await owner.agent.post('/api/events/', eventInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toContain(message);
  });

  it('refuses an unknown tag id and creates nothing', async () => {
    const before = await ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await owner.agent.post('/api/events/', eventInput({ tags: ['Brand new tag', 2_000_000_000] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().tags[0]).toContain(COMMUNITY_MESSAGES.tagNotFound);
    const after = await ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('checks a changed end date against the stored start date', async () => {
    const event = await createEvent(owner.agent, { start_date: '2031-05-01T10:00:00Z', end_date: '2031-05-01T12:00:00Z' });
    const response = await owner.agent.patch(`/api/events/${event.id}/`, { end_date: '2031-05-01T09:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().end_date).toEqual([COMMUNITY_MESSAGES.endBeforeStart]);
  });

  it('counts participants until the event is full (capacity 1: first ok, second 400)', async () => {
    const event = await createEvent(owner.agent, { capacity: 1 });
    const first = await candidate.post(`/api/events/${event.id}/increment_participants/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ participants_count: 1, is_full: true });
    const second = await other.agent.post(`/api/events/${event.id}/increment_participants/`);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ non_field_errors: [COMMUNITY_MESSAGES.eventFull] });
  });

  it('never overfills an event when two requests race for the last place', async () => {
    const event = await createEvent(owner.agent, { capacity: 1 });
    const answers = await Promise.all([candidate, other.agent, owner.agent].map((agent) => agent.post(`/api/events/${event.id}/increment_participants/`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const stored = await ctx.db.selectFrom('events').select('participants_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(stored.participants_count).toBe(1);
  });

  it('refuses a participant when registration is closed', async () => {
    const event = await createEvent(owner.agent, { registration_open: false });
    const response = await candidate.post(`/api/events/${event.id}/increment_participants/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [COMMUNITY_MESSAGES.registrationClosed] });
  });

  it('lists upcoming events soonest first, without past or inactive ones', async () => {
    const tag = `upcoming-${Date.now()}`;
    const later = await createEvent(owner.agent, { title: `${tag} later`, start_date: inDays(20), end_date: inDays(20, 1) });
    const sooner = await createEvent(owner.agent, { title: `${tag} sooner`, start_date: inDays(2), end_date: inDays(2, 1) });
    await createEvent(owner.agent, { title: `${tag} past`, start_date: inDays(-3), end_date: inDays(-3, 1) });
    await createEvent(owner.agent, { title: `${tag} inactive`, is_active: false });
    const response = await owner.agent.get(`/api/events/upcoming/?search=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((item: { id: number }) => item.id)).toEqual([sooner.id, later.id]);
    expect(response.json().count).toBe(2);
  });

  it("lists today's events (UTC) and not yesterday's or tomorrow's", async () => {
    const tag = `today-${Date.now()}`;
    const day = new Date().toISOString().slice(0, 10);
    const today = await createEvent(owner.agent, { title: `${tag} a`, start_date: `${day}T00:00:00Z`, end_date: `${day}T23:59:59Z` });
    await createEvent(owner.agent, { title: `${tag} b`, start_date: inDays(-1), end_date: inDays(-1, 1) });
    await createEvent(owner.agent, { title: `${tag} c`, start_date: inDays(1, 1), end_date: inDays(1, 2) });
    const response = await anonymous.get(`/api/events/today/?search=${tag}`);
    expect(response.json().results.map((item: { id: number }) => item.id)).toEqual([today.id]);
  });

  it('filters by company, is_online and search (any case, % and _ taken literally)', async () => {
    const online = await createEvent(other.agent, { title: 'Webinar: 100% Growth_Plan', is_online: true });
    const inPerson = await createEvent(other.agent, { title: 'Breakfast 100 growth plan', is_online: false });
    const byCompany = await anonymous.get(`/api/events/?company=${other.companyId}&limit=1000`);
    expect(byCompany.json().results.every((item: { company: number }) => item.company === other.companyId)).toBe(true);
    const ids = async (url: string) => (await anonymous.get(url)).json().results.map((item: { id: number }) => item.id);
    expect(await ids(`/api/events/?company=${other.companyId}&is_online=true&limit=1000`)).toEqual([online.id]);
    expect(await ids('/api/events/?search=WEBINAR')).toEqual([online.id]);
    expect(await ids('/api/events/?search=100%25%20growth')).toEqual([online.id]);
    expect(await ids('/api/events/?search=growth_plan')).toEqual([online.id]);
    expect((await ids('/api/events/?search=growth')).sort()).toEqual([online.id, inPerson.id].sort());
  });

  it('orders by start date, either way', async () => {
    const asc = (await anonymous.get('/api/events/?limit=1000')).json().results.map((item: { start_date: string }) => item.start_date);
    expect(asc).toEqual([...asc].sort());
    const desc = (await anonymous.get('/api/events/?limit=1000&ordering=-start_date')).json().results.map((item: { start_date: string }) => item.start_date);
    expect(desc).toEqual([...asc].reverse());
  });

  it.each([
    ['0', 200],
    ['1000', 200],
    ['1001', 400],
    ['-1', 400],
    ['abc', 400],
  ])('answers limit=%s with %i', async (limit, status) => {
    const response = await anonymous.get(`/api/events/?limit=${limit}`);
    expect(response.statusCode).toBe(status);
    if (limit === '0') expect(response.json()).toMatchObject({ count: expect.any(Number), results: [] });
  });

  it.each([
    ["/api/events/?search=' OR 1=1 --", 200],
    ['/api/events/?search=%00', 400],
    ['/api/events/?location[$ne]=x', 400],
    ['/api/events/?company[$gt]=0', 400],
    ['/api/events/?search=a&search=b', 400],
    ['/api/events/?company=abc', 400],
    ['/api/events/?is_online=maybe', 400],
    ['/api/events/?ordering=title;drop', 400],
    ['/api/events/abc/', 400],
    ['/api/events/99999999999/', 400],
    ['/api/events/0/', 400],
    ['/api/events/2147483647/', 404],
  ])('answers %s with %i, never 500', async (url, status) => {
    const response = await anonymous.get(url);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ count: 0, results: [] });
  });
});

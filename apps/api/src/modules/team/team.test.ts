import { TEAM_MESSAGES } from '@tandem/contract';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { buildCompany, buildJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { linkIn, startTestSmtp, tokenOf } from '../../test/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

describeEachDialect('a company team', (ctx: TestContext) => {
  const inviteLink = async (email: string) => {
    await ctx.app.queue.drain();
    const mail = smtp.to(email).at(-1);
    if (!mail) throw new Error(`no invitation to ${email}`);
    return linkIn(mail, '/join?token=');
  };

  /** An owner, and a colleague who joined by invitation with this role. */
  async function team(role: 'member' | 'owner' = 'member') {
    const owner = await signedInOrganisation(ctx.app);
    const colleague = await signedInAgent(ctx.app, 'recruiter');
    const invited = await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: colleague.signup.email, role });
    expect(invited.statusCode).toBe(201);
    const joined = await colleague.agent.post('/api/company/join/', { token: tokenOf(await inviteLink(colleague.signup.email)) });
    expect(joined.statusCode).toBe(200);
    return { owner, colleague, companyId: owner.company.id };
  }

  it('makes the creator of a company its owner, who alone is listed at first', async () => {
    const owner = await signedInOrganisation(ctx.app);
    const members = await owner.agent.get(`/api/company/${owner.company.id}/members/`);
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual({
      results: [{ id: owner.user.id, name: owner.signup.name, email: owner.signup.email, role: 'owner', joined_at: expect.any(String) }],
      abilities: { role: 'owner', manage_jobs: true, manage_members: true, edit_company: true },
    });
  });

  it("e-mails a 7-day link; the colleague joins as a member and manages the company's jobs but not its team", async () => {
    const owner = await signedInOrganisation(ctx.app);
    const colleague = await signedInAgent(ctx.app, 'recruiter');
    const job = (await owner.agent.post('/api/jobprofile/', buildJob({ title: 'Shared role' }))).json();
    await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
    const before = Date.now();
    expect((await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: colleague.signup.email.toUpperCase() })).json()).toEqual({ detail: TEAM_MESSAGES.invited });
    const link = await inviteLink(colleague.signup.email);
    expect(link).toMatch(/\/join\?token=[\w-]{43}$/);
    const stored = await ctx.db.selectFrom('company_invites').select(['token_hash', 'expires_at', 'role']).where('company_id', '=', owner.company.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(tokenOf(link));
    expect(Date.parse(stored.expires_at) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(stored.role).toBe('member');

    const joined = await colleague.agent.post('/api/company/join/', { token: tokenOf(link) });
    expect(joined.json()).toEqual({ company: owner.company.id, company_name: owner.company.name, role: 'member' });
    expect((await colleague.agent.get('/api/whoami/')).json().company).toBe(owner.company.id);
    const mine = await colleague.agent.get('/api/jobprofile/?mine=true');
    expect(mine.json().results.map((row: { id: number }) => row.id)).toContain(job.id);
    expect((await colleague.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'active' })).statusCode).toBe(200);
    const members = (await colleague.agent.get(`/api/company/${owner.company.id}/members/`)).json();
    expect(members.results.map((row: { role: string }) => row.role)).toEqual(['owner', 'member']);
    expect(members.abilities).toEqual({ role: 'member', manage_jobs: true, manage_members: false, edit_company: false });
    expect((await colleague.agent.patch(`/api/company/${owner.company.id}/`, { name: 'Taken over' })).statusCode).toBe(403);
  });

  it('uses a link once, and refuses an unknown one', async () => {
    const { owner } = await team();
    const second = await signedInAgent(ctx.app, 'recruiter');
    await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: second.signup.email });
    const token = tokenOf(await inviteLink(second.signup.email));
    expect((await second.agent.post('/api/company/join/', { token })).statusCode).toBe(200);
    const third = await signedInAgent(ctx.app, 'recruiter');
    const again = await third.agent.post('/api/company/join/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [TEAM_MESSAGES.invalidLink] });
    expect((await third.agent.post('/api/company/join/', { token: 'nonsense' })).json()).toEqual({ token: [TEAM_MESSAGES.invalidLink] });
    expect((await third.agent.post('/api/company/join/', {})).statusCode).toBe(400);
  });

  it('refuses an expired link, a user who already has a company and a candidate, leaving the link usable', async () => {
    const owner = await signedInOrganisation(ctx.app);
    const other = await signedInOrganisation(ctx.app);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: 'someone.new@tandem.dev' });
    const token = tokenOf(await inviteLink('someone.new@tandem.dev'));
    expect((await other.agent.post('/api/company/join/', { token })).json()).toEqual({ non_field_errors: [TEAM_MESSAGES.alreadyInCompany] });
    expect((await candidate.agent.post('/api/company/join/', { token })).statusCode).toBe(403);
    expect((await new Agent(ctx.app).post('/api/company/join/', { token })).statusCode).toBe(401);
    const late = await signedInAgent(ctx.app, 'nonprofit');
    await ctx.db.updateTable('company_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('company_id', '=', owner.company.id).execute();
    expect((await late.agent.post('/api/company/join/', { token })).json()).toEqual({ token: [TEAM_MESSAGES.invalidLink] });
  });

  it('refuses to invite somebody already in the organisation, and an address that is not one', async () => {
    const { owner, colleague, companyId } = await team();
    const again = await owner.agent.post(`/api/company/${companyId}/members/invite/`, { email: colleague.signup.email });
    expect(again.json()).toEqual({ email: [TEAM_MESSAGES.alreadyMember] });
    expect((await owner.agent.post(`/api/company/${companyId}/members/invite/`, { email: 'not an address' })).statusCode).toBe(400);
    expect((await owner.agent.post(`/api/company/${companyId}/members/invite/`, { email: 'a@b.dev', role: 'boss' })).json()).toEqual({ role: [TEAM_MESSAGES.invalidRole] });
  });

  it('lets an owner change roles and keeps at least one owner', async () => {
    const { owner, colleague, companyId } = await team();
    const self = await owner.agent.patch(`/api/company/${companyId}/members/${owner.user.id}/`, { role: 'member' });
    expect(self.json()).toEqual({ non_field_errors: [TEAM_MESSAGES.lastOwner] });
    expect((await owner.agent.patch(`/api/company/${companyId}/members/${colleague.user.id}/`, { role: 'owner' })).statusCode).toBe(204);
    expect((await colleague.agent.get(`/api/company/${companyId}/members/`)).json().abilities.manage_members).toBe(true);
    expect((await colleague.agent.patch(`/api/company/${companyId}/members/${owner.user.id}/`, { role: 'member' })).statusCode).toBe(204);
    expect((await owner.agent.get(`/api/company/${companyId}/members/`)).json().abilities.role).toBe('member');
    expect((await owner.agent.delete(`/api/company/${companyId}/members/${colleague.user.id}/`)).statusCode).toBe(403);
    expect((await colleague.agent.delete(`/api/company/${companyId}/members/${colleague.user.id}/`)).json()).toEqual({ non_field_errors: [TEAM_MESSAGES.lastOwner] });
  });

  it("removes a member, whose next request no longer carries the company's data; they keep their account", async () => {
    const { owner, colleague, companyId } = await team();
    const job = (await owner.agent.post('/api/jobprofile/', buildJob())).json();
    await owner.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
    expect((await colleague.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(200);
    expect((await owner.agent.delete(`/api/company/${companyId}/members/${colleague.user.id}/`)).statusCode).toBe(204);
    expect((await colleague.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
    expect((await colleague.agent.get(`/api/company/${companyId}/members/`)).statusCode).toBe(403);
    const whoami = await colleague.agent.get('/api/whoami/');
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json().company).toBeNull();
    expect((await owner.agent.get(`/api/company/${companyId}/members/`)).json().results).toHaveLength(1);
  });

  it('lets a member leave, but not remove another member', async () => {
    const { owner, colleague, companyId } = await team();
    expect((await colleague.agent.delete(`/api/company/${companyId}/members/${owner.user.id}/`)).statusCode).toBe(403);
    expect((await colleague.agent.delete(`/api/company/${companyId}/members/${colleague.user.id}/`)).statusCode).toBe(204);
    expect((await colleague.agent.get('/api/whoami/')).json().company).toBeNull();
  });

  it('refuses every team call to the anonymous, a candidate, another company and a member who is not an owner', async () => {
    const { owner, colleague, companyId } = await team();
    const outsider = await signedInOrganisation(ctx.app);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const calls = [
      (agent: Agent) => agent.get(`/api/company/${companyId}/members/`),
      (agent: Agent) => agent.post(`/api/company/${companyId}/members/invite/`, { email: 'x.y@tandem.dev' }),
      (agent: Agent) => agent.patch(`/api/company/${companyId}/members/${owner.user.id}/`, { role: 'member' }),
      (agent: Agent) => agent.delete(`/api/company/${companyId}/members/${owner.user.id}/`),
    ];
    for (const call of calls) {
      expect((await call(new Agent(ctx.app))).statusCode).toBe(401);
      expect((await call(candidate.agent)).statusCode).toBe(403);
      expect((await call(outsider.agent)).statusCode).toBe(403);
    }
    expect((await calls[1]!(colleague.agent)).statusCode).toBe(403);
    expect((await calls[2]!(colleague.agent)).statusCode).toBe(403);
    expect((await calls[3]!(colleague.agent)).statusCode).toBe(403);
    expect((await owner.agent.get('/api/company/999999/members/')).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/company/${companyId}/members/`)).json().results).toHaveLength(2);
  });

  it('asks before adding a company whose name is taken, case and spaces aside, and adds it once confirmed', async () => {
    const first = await signedInOrganisation(ctx.app, 'recruiter', { name: `Blue  Harbour ${ctx.dialect}` });
    const second = await signedInAgent(ctx.app, 'recruiter');
    const asked = await second.agent.post('/api/company/', buildCompany({ name: `blue harbour ${ctx.dialect.toUpperCase()}` }));
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ name: [TEAM_MESSAGES.duplicateName] });
    expect((await second.agent.get('/api/whoami/')).json().company).toBeNull();
    const added = await second.agent.post('/api/company/', buildCompany({ name: `Blue Harbour ${ctx.dialect}`, confirm_duplicate: true }));
    expect(added.statusCode).toBe(201);
    expect(added.json().id).not.toBe(first.company.id);
  });

  it('limits invitations an owner sends in an hour', async () => {
    const owner = await signedInOrganisation(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await owner.agent.post(`/api/company/${owner.company.id}/members/invite/`, { email: `many${i}@tandem.dev` })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
}, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' });

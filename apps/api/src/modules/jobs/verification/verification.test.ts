import { MESSAGES, VERIFICATION_MESSAGES } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { createJob, signedInOrganisation, type Organisation } from '../../../test/factories/jobs.ts';
import { signedInOperator } from '../../../test/factories/admin.ts';
import { signedInCandidate, type Candidate } from '../../../test/factories/profile.ts';
import { VERIFY_REQUESTS_PER_HOUR } from './routes.ts';

// Verified organisations (docs/product.md section C20).

describeEachDialect('verified organisations', (ctx) => {
  let org: Organisation, other: Organisation, candidate: Candidate;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  /** The link of the newest verification e-mail to the address, as its reader would follow it. */
  async function linkSentTo(email: string): Promise<string> {
    const mail = await ctx.db.selectFrom('mail_outbox').select(['text_body', 'kind']).where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.kind).toBe('organisation_verify');
    const token = /\/verify-organisation\?token=([\w-]+)/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`no link in ${mail.text_body}`);
    return token;
  }

  beforeAll(async () => {
    org = await signedInOrganisation(ctx.app, 'nonprofit', { name: 'Harbour Trust', website: 'https://www.harbour-trust.example' });
    other = await signedInOrganisation(ctx.app, 'recruiter', { website: 'https://gmail.com' });
    candidate = await signedInCandidate(ctx.app);
  });

  it('verifies an organisation through a link sent to an address at its website domain, and shows the badge everywhere', async () => {
    const job = await createJob(org.agent, { title: 'Volunteer Coordinator' });
    expect(job.company_verified).toBe(false);
    expect((await org.agent.get(`/api/company/${org.company.id}/verification/`)).json()).toEqual({ verified: false, verified_domain: null, domain: 'harbour-trust.example' });

    const asked = await org.agent.post(`/api/company/${org.company.id}/verification/`, { email: 'Jo@Harbour-Trust.example' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().detail).toBe(VERIFICATION_MESSAGES.sent('jo@harbour-trust.example'));
    const token = await linkSentTo('jo@harbour-trust.example');
    // Nothing changes until the link is followed.
    expect((await get(`/api/public/organisations/${org.company.id}/`)).json().verified).toBe(false);

    const anyone = new Agent(ctx.app);
    const confirmed = await anyone.post('/api/company/verification/confirm/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ verified: true, verified_domain: 'harbour-trust.example', detail: VERIFICATION_MESSAGES.verified });
    // A link works once.
    expect((await anyone.post('/api/company/verification/confirm/', { token })).json()).toEqual({ token: [VERIFICATION_MESSAGES.badLink] });

    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).json().company_verified).toBe(true);
    expect(((await candidate.agent.get('/api/jobprofile/')).json().results as { id: number; company_verified: boolean }[]).find((item) => item.id === job.id)?.company_verified).toBe(true);
    expect((await get(`/api/company/${org.company.id}/`)).json().verified).toBe(true);
    expect((await get(`/api/public/jobs/${job.id}/`)).json().company_verified).toBe(true);
    expect((await get(`/api/public/organisations/${org.company.id}/`)).json().verified).toBe(true);
    expect((await get(`/jobs/${job.id}`)).body).toContain('Verified organisation');
    expect((await get(`/organisations/${org.company.id}`)).body).toContain('Verified organisation');
    expect((await get('/browse')).body).toContain('Verified organisation');

    // Moving the website to another domain takes the badge away.
    await org.agent.patch(`/api/company/${org.company.id}/`, { website: 'https://harbour.example' });
    expect((await get(`/api/public/organisations/${org.company.id}/`)).json().verified).toBe(false);
    expect((await candidate.agent.get(`/api/jobprofile/${job.id}/`)).json().company_verified).toBe(false);
    await org.agent.patch(`/api/company/${org.company.id}/`, { website: 'https://www.harbour-trust.example' });
  });

  it('refuses free-mail addresses, other domains and free-mail websites, with the contract messages and no e-mail', async () => {
    const sent = async () => Number((await ctx.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'organisation_verify').executeTakeFirstOrThrow()).n);
    const before = await sent();
    for (const [email, message] of [
      ['harbour.trust@gmail.com', VERIFICATION_MESSAGES.freeMail],
      ['jo@proton.me', VERIFICATION_MESSAGES.freeMail],
      ['jo@other-trust.example', VERIFICATION_MESSAGES.wrongDomain('harbour-trust.example')],
      ['jo@harbour-trust.example.evil.test', VERIFICATION_MESSAGES.wrongDomain('harbour-trust.example')],
      ['not an address', MESSAGES.invalidEmail],
    ] as const) {
      const response = await org.agent.post(`/api/company/${org.company.id}/verification/`, { email });
      expect({ email, status: response.statusCode, body: response.json() }).toEqual({ email, status: 400, body: { email: [message] } });
    }
    const freeWebsite = await other.agent.post(`/api/company/${other.company.id}/verification/`, { email: 'jo@gmail.com' });
    expect(freeWebsite.json()).toEqual({ email: [VERIFICATION_MESSAGES.freeMailWebsite] });
    expect(await sent()).toBe(before);
    expect((await anyoneConfirms('not-a-token')).json()).toEqual({ token: [VERIFICATION_MESSAGES.badLink] });
  });

  it('is for the company’s members only', async () => {
    expect((await new Agent(ctx.app).post(`/api/company/${org.company.id}/verification/`, { email: 'jo@harbour-trust.example' })).statusCode).toBe(401);
    expect((await candidate.agent.post(`/api/company/${org.company.id}/verification/`, { email: 'jo@harbour-trust.example' })).statusCode).toBe(403);
    expect((await other.agent.post(`/api/company/${org.company.id}/verification/`, { email: 'jo@harbour-trust.example' })).statusCode).toBe(403);
    expect((await other.agent.get(`/api/company/${org.company.id}/verification/`)).statusCode).toBe(403);
  });

  it(`sends at most ${VERIFY_REQUESTS_PER_HOUR} links an hour per member`, async () => {
    const busy = await signedInOrganisation(ctx.app, 'recruiter', { website: 'https://busy.example' });
    const codes: number[] = [];
    for (let index = 0; index <= VERIFY_REQUESTS_PER_HOUR; index += 1) {
      codes.push((await busy.agent.post(`/api/company/${busy.company.id}/verification/`, { email: `hr${index}@busy.example` })).statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: VERIFY_REQUESTS_PER_HOUR }, () => 202), 429]);
  });

  it("takes an operator's word for an organisation its link cannot reach, with a reason in the audit log, and takes it back", async () => {
    const operator = await signedInOperator(ctx.app, ctx.db);
    const target = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name: 'Corner Bakery', website: '' });
    const verify = (agent: Agent, reason = 'Checked its registration with Companies House') =>
      agent.post(`/api/admin/companies/${target.company.id}/verify/`, { reason });
    // Everyone but an operator is refused, and nothing changes.
    expect((await verify(new Agent(ctx.app))).statusCode).toBe(401);
    expect((await verify(candidate.agent)).statusCode).toBe(403);
    expect((await verify(target.agent)).statusCode).toBe(403);
    expect((await operator.agent.post(`/api/admin/companies/${target.company.id}/verify/`, {})).statusCode).toBe(400);
    expect((await get(`/api/public/organisations/${target.company.id}/`)).json().verified).toBe(false);

    expect((await verify(operator.agent)).statusCode).toBe(200);
    expect((await get(`/api/public/organisations/${target.company.id}/`)).json().verified).toBe(true);
    expect((await get(`/organisations/${target.company.id}`)).body).toContain('Verified organisation');
    expect((await verify(operator.agent)).json()).toEqual({ detail: VERIFICATION_MESSAGES.alreadyVerified });
    const listed = (await operator.agent.get(`/api/admin/companies/?q=${target.company.id}`)).json().results;
    expect(listed[0]).toMatchObject({ id: target.company.id });
    expect(listed[0].verified_at).not.toBeNull();

    const taken = await operator.agent.post(`/api/admin/companies/${target.company.id}/unverify/`, { reason: 'The registration number belonged to another firm' });
    expect(taken.statusCode).toBe(200);
    expect((await get(`/api/public/organisations/${target.company.id}/`)).json().verified).toBe(false);
    const audit = (await operator.agent.get(`/api/admin/audit/?q=${target.company.id}`)).json().results as { action: string; reason: string }[];
    expect(audit.map(({ action, reason }) => [action, reason])).toEqual(
      expect.arrayContaining([
        ['company.verify', 'Checked its registration with Companies House'],
        ['company.unverify', 'The registration number belonged to another firm'],
      ]),
    );
  });

  const anyoneConfirms = (token: string) => new Agent(ctx.app).post('/api/company/verification/confirm/', { token });
});

import { describe, expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';

describeEachDialect('invitations to apply', (ctx) => {
  /** A recruiter's Python job, a candidate ranked for it (Python 8/10), and one who is not (no skills). */
  async function setting() {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python' });
    const ranked = await signedInCandidate(ctx.app);
    await addSkill(ranked.agent, ranked.applicationId, 'Python', 8);
    const unranked = await signedInCandidate(ctx.app);
    return { org, job, ranked, unranked };
  }
  const invite = (agent: Agent, jobId: number, candidate: number, message?: string) =>
    agent.post(`/api/jobprofile/${jobId}/invite/`, { candidate, ...(message === undefined ? {} : { message }) });

  it('invites a ranked candidate once, opens the conversation with the message, and tells the candidate', async () => {
    const { org, job, ranked } = await setting();
    const sent = await invite(org.agent, job.id, ranked.user.id, 'We would love you to apply.');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', message: 'We would love you to apply.', job: { id: job.id, title: 'Python Developer' }, candidate: { id: ranked.user.id } });
    expect(sent.json().conversation).toEqual(expect.any(Number));
    const [notification] = (await ranked.agent.get('/api/notifications/')).json().results;
    expect(notification).toMatchObject({ kind: 'invitation', link: '/applications', title: expect.stringMatching(/ invites you to apply for Python Developer$/) });
    // The e-mail's subject is that sentence, not 'You are invited to apply: … invites you to apply'.
    const mail = await ctx.db.selectFrom('mail_outbox').select('subject').where('user_id', '=', ranked.user.id).where('kind', '=', 'invitation').executeTakeFirst();
    expect(mail?.subject).toBe(notification.title);
    const [message] = (await ranked.agent.get(`/api/conversations/${sent.json().conversation}/messages/`)).json().results;
    expect(message).toMatchObject({ body: 'We would love you to apply.', mine: false });
    const again = await invite(org.agent, job.id, ranked.user.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().candidate).toEqual(['This candidate has already been invited to this job.']);
  });

  it('prefills the message when none is given', async () => {
    const { org, job, ranked } = await setting();
    // Worded by the candidate's score (the weaker-match case below); either way it names the role.
    expect((await invite(org.agent, job.id, ranked.user.id)).json().message).toMatch(/our Python Developer role at /);
  });

  it('claims a strong match in the prefilled message only for one: a weaker match is invited in honest words', async () => {
    const { org, job } = await setting();
    const weaker = await signedInCandidate(ctx.app);
    await addSkill(weaker.agent, weaker.applicationId, 'Python', 2);
    const ranking = (await org.agent.get(`/api/matching/match/?job=${job.id}&limit=50`)).json().results as Array<{ candidate: { id: number }; score: number }>;
    const score = ranking.find((item) => item.candidate.id === weaker.user.id)?.score ?? 0;
    expect(score).toBeGreaterThan(20);
    expect(score).toBeLessThan(70);
    const sent = (await invite(org.agent, job.id, weaker.user.id)).json();
    expect(sent.message).not.toMatch(/strong match/);
    expect(sent.message).toMatch(/could bring something to our Python Developer role/);
  });

  it('refuses a candidate not ranked for the job, and a job that is not active', async () => {
    const { org, job, ranked, unranked } = await setting();
    const refused = await invite(org.agent, job.id, unranked.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().candidate).toEqual(['This candidate is not among the matches for this job.']);
    await org.agent.patch(`/api/jobprofile/${job.id}/`, { status: 'paused' });
    expect((await invite(org.agent, job.id, ranked.user.id)).json().non_field_errors).toEqual(['Only an active job can take invitations.']);
  });

  it('lets only the job’s organisation invite: a candidate gets 403, another organisation 403', async () => {
    const { job, ranked } = await setting();
    const other = await signedInOrganisation(ctx.app);
    expect((await invite(other.agent, job.id, ranked.user.id)).statusCode).toBe(403);
    expect((await invite(ranked.agent, job.id, ranked.user.id)).statusCode).toBe(403);
  });

  describe('answering', () => {
    it('accepts: the invitation becomes an application (applied) in the same conversation, and the organisation hears', async () => {
      const { org, job, ranked } = await setting();
      const { id, conversation } = (await invite(org.agent, job.id, ranked.user.id)).json();
      const accepted = await ranked.agent.post(`/api/invitations/${id}/accept/`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'accepted', conversation, application: expect.any(Number) });
      const [application] = (await ranked.agent.get('/api/job-applications/')).json().results;
      expect(application).toMatchObject({ job: job.id, status: 'applied' });
      const kinds = (await org.agent.get('/api/notifications/')).json().results.map((item: { kind: string }) => item.kind);
      expect(kinds).toEqual(expect.arrayContaining(['invitation_answered', 'application_received']));
      expect((await ranked.agent.post(`/api/invitations/${id}/accept/`)).json().non_field_errors).toEqual(['This invitation has already been answered.']);
    });

    it('declines with a reason the organisation sees', async () => {
      const { org, job, ranked } = await setting();
      const { id } = (await invite(org.agent, job.id, ranked.user.id)).json();
      const declined = await ranked.agent.post(`/api/invitations/${id}/decline/`, { reason: 'I have just started a new role.' });
      expect(declined.json()).toMatchObject({ status: 'declined', decline_reason: 'I have just started a new role.' });
      const [seen] = (await org.agent.get(`/api/invitations/?job=${job.id}`)).json().results;
      expect(seen).toMatchObject({ status: 'declined', decline_reason: 'I have just started a new role.' });
    });

    it('a declined invitation closes its conversation for writing on both sides (no cold messages), with why', async () => {
      const { org, job, ranked } = await setting();
      const { id, conversation } = (await invite(org.agent, job.id, ranked.user.id)).json();
      expect((await org.agent.post(`/api/conversations/${conversation}/messages/`, { body: 'Any questions?' })).statusCode).toBe(201);
      await ranked.agent.post(`/api/invitations/${id}/decline/`);
      const refused = await org.agent.post(`/api/conversations/${conversation}/messages/`, { body: 'Are you sure?' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().non_field_errors).toEqual(['This conversation is closed: the invitation was declined.']);
      expect((await ranked.agent.post(`/api/conversations/${conversation}/messages/`, { body: 'Thanks anyway' })).statusCode).toBe(400);
      expect((await org.agent.get(`/api/conversations/${conversation}/`)).json()).toMatchObject({ open: false, closed_reason: 'invitation_declined' });
      const bodies = (await ranked.agent.get(`/api/conversations/${conversation}/messages/`)).json().results.map((m: { body: string }) => m.body);
      expect(bodies).not.toContain('Are you sure?');
    });

    it('an accepted invitation keeps its conversation open, and its messages are named for the company', async () => {
      const { org, job, ranked } = await setting();
      const { id, conversation } = (await invite(org.agent, job.id, ranked.user.id)).json();
      await ranked.agent.post(`/api/invitations/${id}/accept/`);
      expect((await org.agent.post(`/api/conversations/${conversation}/messages/`, { body: 'Welcome aboard' })).statusCode).toBe(201);
      expect((await org.agent.get(`/api/conversations/${conversation}/`)).json()).toMatchObject({ open: true, closed_reason: null });
      const company = (await org.agent.get(`/api/conversations/${conversation}/`)).json().other_party.name;
      const candidateSide = (await ranked.agent.get(`/api/conversations/${conversation}/`)).json().other_party.name;
      const bell = (await ranked.agent.get('/api/notifications/')).json().results.find((item: { kind: string }) => item.kind === 'message');
      expect(company).not.toBe(candidateSide);
      expect(bell.title).toBe(`${candidateSide} about Python Developer`);
      // The e-mail names the company too, as the conversation does (not the recruiter who wrote).
      const mail = await ctx.db.selectFrom('mail_outbox').select('subject').where('user_id', '=', ranked.user.id).where('kind', '=', 'message').executeTakeFirst();
      expect(mail?.subject).toBe(`New message from ${candidateSide} about Python Developer`);
    });

    it("answers 404 to anyone but the invited candidate, and lists only one's own", async () => {
      const { org, job, ranked } = await setting();
      const { id } = (await invite(org.agent, job.id, ranked.user.id)).json();
      const stranger = await signedInAgent(ctx.app, 'candidate');
      expect((await stranger.agent.post(`/api/invitations/${id}/accept/`)).statusCode).toBe(404);
      expect((await stranger.agent.get('/api/invitations/')).json().results).toEqual([]);
      const byOrg = await org.agent.post(`/api/invitations/${id}/decline/`);
      expect(byOrg.statusCode, byOrg.body).toBe(403);
      expect((await ranked.agent.get('/api/invitations/')).json().count).toBe(1);
    });
  });
});

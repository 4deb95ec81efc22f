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
    expect(notification).toMatchObject({ kind: 'invitation', link: '/applications' });
    const [message] = (await ranked.agent.get(`/api/conversations/${sent.json().conversation}/messages/`)).json().results;
    expect(message).toMatchObject({ body: 'We would love you to apply.', mine: false });
    const again = await invite(org.agent, job.id, ranked.user.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().candidate).toEqual(['This candidate has already been invited to this job.']);
  });

  it('prefills the message when none is given', async () => {
    const { org, job, ranked } = await setting();
    expect((await invite(org.agent, job.id, ranked.user.id)).json().message).toMatch(/strong match for our Python Developer role/);
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

import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { eventually, openEventStream } from '../../test/event-stream.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addSkill, signedInCandidate } from '../../test/factories/profile.ts';
import { postMessage } from '../conversations/index.ts';

describeEachDialect('blocking an organisation', (ctx) => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  /**
   * A recruiter with two Python jobs, and a candidate ranked for both (Python 8/10) who applied to the first: a
   * conversation with one message from each side.
   */
  async function talking() {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python' });
    const second = await createJob(org.agent, { title: 'Python Lead', keywords: 'Python' });
    const candidate = await signedInCandidate(ctx.app);
    await addSkill(candidate.agent, candidate.applicationId, 'Python', 8);
    const application = await applyTo(candidate.agent, job.id);
    const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
    await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Is the role remote?' });
    await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Partly: two days a week.' });
    return { org, job, second, candidate, application, conversation };
  }
  const block = (agent: Agent, company: unknown) => agent.post('/api/blocks/', { company });
  const invite = (agent: Agent, jobId: number, candidate: number) => agent.post(`/api/jobprofile/${jobId}/invite/`, { candidate });

  it('lists the blocked organisation with its id and name, once: a repeat or an unknown company is a 400', async () => {
    const { org, candidate } = await talking();
    const blocked = await block(candidate.agent, org.company.id);
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject({ company: { id: org.company.id, name: org.company.name } });
    const listed = (await candidate.agent.get('/api/blocks/')).json();
    expect(listed).toMatchObject({ count: 1, results: [{ company: { id: org.company.id, name: org.company.name }, created_at: expect.any(String) }] });

    const again = await block(candidate.agent, org.company.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ company: ['You have already blocked this organisation.'] });
    const unknown = await block(candidate.agent, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ company: ['This organisation does not exist.'] });
    const nonsense = await block(candidate.agent, 'abc');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json()).toEqual({ company: ['Choose an organisation to block.'] });
    expect((await candidate.agent.get('/api/blocks/')).json().count).toBe(1);
  });

  it('ends the company’s pending invitations as a plain decline, and refuses new ones with a 400', async () => {
    const { org, second, candidate } = await talking();
    const other = await createJob(org.agent, { title: 'Python Mentor', keywords: 'Python' });
    const pending = (await invite(org.agent, second.id, candidate.user.id)).json();
    expect(pending.status).toBe('pending');
    await block(candidate.agent, org.company.id);

    const seen = (await org.agent.get(`/api/invitations/?job=${second.id}`)).json().results[0];
    expect(seen).toMatchObject({ id: pending.id, status: 'declined', decline_reason: null, answered_at: expect.any(String) });
    const [told] = (await org.agent.get('/api/notifications/')).json().results;
    expect(told).toMatchObject({ kind: 'invitation_answered', title: `${candidate.signup.name} declined your invitation`, body: 'Python Lead: no reason given.' });
    expect((await candidate.agent.post(`/api/invitations/${pending.id}/accept/`)).json().non_field_errors).toEqual(['This invitation has already been answered.']);

    const refused = await invite(org.agent, other.id, candidate.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ candidate: ['You cannot invite this candidate.'] });
    expect((await candidate.agent.get('/api/invitations/')).json().count).toBe(1);
  });

  it('leaves other organisations’ invitations alone', async () => {
    const { org, candidate } = await talking();
    const otherOrg = await signedInOrganisation(ctx.app);
    const otherJob = await createJob(otherOrg.agent, { title: 'Python Engineer', keywords: 'Python' });
    const theirs = (await invite(otherOrg.agent, otherJob.id, candidate.user.id)).json();
    await block(candidate.agent, org.company.id);
    expect((await otherOrg.agent.get(`/api/invitations/?job=${otherJob.id}`)).json().results[0]).toMatchObject({ id: theirs.id, status: 'pending' });
  });

  it('hides the company’s conversations from the candidate, and the company can no longer write (403)', async () => {
    const { org, candidate, conversation } = await talking();
    expect((await candidate.agent.get('/api/conversations/')).json().results[0].unread_count).toBe(1);
    await block(candidate.agent, org.company.id);

    expect((await candidate.agent.get('/api/conversations/')).json()).toMatchObject({ count: 0, results: [] });
    expect((await candidate.agent.get(`/api/conversations/${conversation.id}/`)).statusCode).toBe(404);
    expect((await candidate.agent.get(`/api/conversations/${conversation.id}/messages/`)).statusCode).toBe(404);
    expect((await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Hello?' })).statusCode).toBe(404);
    expect((await candidate.agent.post(`/api/conversations/${conversation.id}/read/`)).statusCode).toBe(404);

    // The company still has its history, and is told only that it cannot write.
    const [theirs] = (await org.agent.get('/api/conversations/')).json().results;
    expect(theirs).toMatchObject({ id: conversation.id, open: true, last_message: { body: 'Partly: two days a week.' } });
    const refused = await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Are you still there?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You cannot message this candidate.' });
    expect((await org.agent.get(`/api/conversations/${conversation.id}/messages/`)).json().count).toBe(2);
    const kinds = (await candidate.agent.get('/api/notifications/')).json().results.map((item: { kind: string }) => item.kind);
    expect(kinds.filter((kind: string) => kind === 'message')).toHaveLength(1);
  });

  it('keeps every message of a blocked company off the candidate’s live stream, while its own users get it', async () => {
    const { org, candidate, conversation } = await talking();
    // A second organisation the candidate talks to: its message, written after the blocked one, is the fence whose
    // arrival proves the blocked one would have arrived by then had the stream let it through.
    const otherOrg = await signedInOrganisation(ctx.app);
    const otherJob = await createJob(otherOrg.agent, { title: 'Python Engineer', keywords: 'Python' });
    await applyTo(candidate.agent, otherJob.id);
    const fenceConversation = (await candidate.agent.get('/api/conversations/')).json().results.find((item: { id: number }) => item.id !== conversation.id);
    await block(candidate.agent, org.company.id);
    const candidateStream = await openEventStream(port, candidate.agent);
    const orgStream = await openEventStream(port, org.agent);
    await eventually(() => candidateStream.events.some((event) => event.event === 'ready') && orgStream.events.some((event) => event.event === 'ready'));
    // Written past the routes (as an invitation's first message is), so only the stream's own rule can hold it back.
    await postMessage(ctx.db, { conversationId: conversation.id, senderId: org.user.id, side: 'company', body: 'Through the back door' });
    await eventually(() => orgStream.events.some((event) => event.event === 'message'));
    await postMessage(ctx.db, { conversationId: fenceConversation.id, senderId: otherOrg.user.id, side: 'company', body: 'Fence' });
    const messagesOf = (stream: typeof candidateStream) =>
      stream.events.filter((event) => event.event === 'message').map((event) => (event.data as { body: string }).body);
    await eventually(() => messagesOf(candidateStream).includes('Fence'));
    expect(messagesOf(candidateStream).filter((body) => body !== 'Fence')).toEqual([]);
    candidateStream.close();
    orgStream.close();

    // A reconnecting stream's replay leaves them out too: it replays in order, so the fence (the newest message)
    // comes after anything of the blocked company's it would have sent.
    const replay = await openEventStream(port, candidate.agent, '0.0');
    await eventually(() => messagesOf(replay).includes('Fence'));
    expect(messagesOf(replay).filter((body) => body !== 'Fence')).toEqual([]);
    replay.close();
  });

  it('unblocking shows the history again, and the company can write again', async () => {
    const { org, candidate, conversation } = await talking();
    await block(candidate.agent, org.company.id);
    const lifted = await candidate.agent.delete(`/api/blocks/${org.company.id}/`);
    expect(lifted.statusCode).toBe(204);
    expect((await candidate.agent.get('/api/blocks/')).json().count).toBe(0);
    const [listed] = (await candidate.agent.get('/api/conversations/')).json().results;
    expect(listed).toMatchObject({ id: conversation.id, company: org.company.id, last_message: { body: 'Partly: two days a week.' } });
    const page = (await candidate.agent.get(`/api/conversations/${conversation.id}/messages/`)).json();
    expect(page.results.map((message: { body: string }) => message.body)).toEqual(['Is the role remote?', 'Partly: two days a week.']);
    expect((await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Welcome back' })).statusCode).toBe(201);
    expect((await candidate.agent.delete(`/api/blocks/${org.company.id}/`)).statusCode).toBe(404);
  });

  describe('who may', () => {
    it('refuses organisations (403) and visitors (401) on every block endpoint', async () => {
      const { org } = await talking();
      expect((await org.agent.get('/api/blocks/')).statusCode).toBe(403);
      expect((await block(org.agent, org.company.id)).statusCode).toBe(403);
      expect((await org.agent.delete(`/api/blocks/${org.company.id}/`)).statusCode).toBe(403);
      const visitor = new Agent(ctx.app);
      expect((await visitor.get('/api/blocks/')).statusCode).toBe(401);
      expect((await visitor.post('/api/blocks/', { company: org.company.id })).statusCode).toBe(401);
    });

    it('lets nobody else see or lift a candidate’s block', async () => {
      const { org, candidate, conversation } = await talking();
      await block(candidate.agent, org.company.id);
      const stranger = await signedInAgent(ctx.app, 'candidate');
      expect((await stranger.agent.get('/api/blocks/')).json().count).toBe(0);
      expect((await stranger.agent.delete(`/api/blocks/${org.company.id}/`)).statusCode).toBe(404);
      expect((await candidate.agent.get('/api/blocks/')).json().count).toBe(1);
      expect((await candidate.agent.get(`/api/conversations/${conversation.id}/`)).statusCode).toBe(404);
    });
  });
});

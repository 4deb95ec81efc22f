import { describe, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';

describeEachDialect('conversations', (ctx) => {
  /** A company with two users (the poster and a colleague), a job, and a candidate who applied to it. */
  async function applied() {
    const org = await signedInOrganisation(ctx.app);
    const colleague = await signedInAgent(ctx.app, 'recruiter');
    await ctx.db.updateTable('users').set({ company_id: org.company.id }).where('id', '=', colleague.user.id).execute();
    const { sessionUserChanged } = await import('../../bus/index.ts');
    await sessionUserChanged(ctx.db, colleague.user.id);
    const job = await createJob(org.agent, { title: 'Café Manager' });
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const application = await applyTo(candidate.agent, job.id);
    const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
    return { org, colleague, job, candidate, application, conversation };
  }

  it('opens a conversation when a candidate applies, seen by the candidate and every user of the company', async () => {
    const { org, colleague, candidate, job, conversation } = await applied();
    expect(conversation).toMatchObject({ job: { id: job.id, title: 'Café Manager' }, other_party: { name: org.company.name }, last_message: null, unread_count: 0, open: true });
    for (const agent of [org.agent, colleague.agent]) {
      const [theirs] = (await agent.get('/api/conversations/')).json().results;
      expect(theirs).toMatchObject({ id: conversation.id, other_party: { name: candidate.signup.name } });
    }
  });

  it("reading a conversation reads its messages' bell items too, on each side, and no one else's", async () => {
    const { org, candidate, conversation } = await applied();
    await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'When can you start?' });
    const unreadMessages = async (agent: Agent) =>
      (await agent.get('/api/notifications/')).json().results.filter((item: { kind: string; read_at: string | null }) => item.kind === 'message' && item.read_at === null).length;
    expect(await unreadMessages(candidate.agent)).toBe(1);
    await candidate.agent.post(`/api/conversations/${conversation.id}/read/`);
    expect(await unreadMessages(candidate.agent)).toBe(0);
    await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Next month.' });
    expect(await unreadMessages(org.agent)).toBe(1);
    await org.agent.post(`/api/conversations/${conversation.id}/read/`);
    expect(await unreadMessages(org.agent)).toBe(0);
  });

  it('carries messages both ways, oldest first, with unread counts and read receipts per side', async () => {
    const { org, colleague, candidate, conversation } = await applied();
    const sent = await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: '  Is the role full time?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ body: 'Is the role full time?', mine: true, read_at: null, conversation: conversation.id, sender: { name: candidate.signup.name } });
    expect((await org.agent.get('/api/conversations/')).json().results[0]).toMatchObject({ unread_count: 1, last_message: { body: 'Is the role full time?', mine: false } });
    expect((await colleague.agent.post(`/api/conversations/${conversation.id}/read/`)).json()).toEqual({ unread_count: 0 });
    expect((await org.agent.get('/api/conversations/')).json().results[0].unread_count).toBe(0);
    await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Yes, 37.5 hours a week.' });
    const page = (await candidate.agent.get(`/api/conversations/${conversation.id}/messages/`)).json();
    expect(page.results.map((message: { body: string }) => message.body)).toEqual(['Is the role full time?', 'Yes, 37.5 hours a week.']);
    expect(page.results[0].read_at).not.toBeNull();
    expect(page.results[1]).toMatchObject({ mine: false, read_at: null });
  });

  it('tells the other side with a message notification linking to the conversation', async () => {
    const { org, candidate, conversation } = await applied();
    await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Could you come in on Tuesday?' });
    const [notification] = (await candidate.agent.get('/api/notifications/')).json().results;
    expect(notification).toMatchObject({ kind: 'message', body: 'Could you come in on Tuesday?', link: `/messages/${conversation.id}` });
  });

  it('keeps a message plain text: markup is stored and answered as written, never interpreted', async () => {
    const { candidate, conversation } = await applied();
    const body = '<script>alert(1)</script> & <b>bold</b>';
    expect((await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body })).json().body).toBe(body);
  });

  it('refuses an empty or too long message and writes nothing', async () => {
    const { candidate, conversation } = await applied();
    const empty = await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().body).toEqual(['Write a message before sending.']);
    const long = await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'x'.repeat(5001) });
    expect(long.json().body).toEqual(['Ensure this field has no more than 5000 characters.']);
    expect((await candidate.agent.get(`/api/conversations/${conversation.id}/messages/`)).json().count).toBe(0);
  });

  it('answers 404 to anyone outside the conversation, and 401 without a session', async () => {
    const { conversation } = await applied();
    const stranger = await signedInAgent(ctx.app, 'candidate');
    const otherCompany = await signedInOrganisation(ctx.app);
    for (const agent of [stranger.agent, otherCompany.agent]) {
      expect((await agent.get(`/api/conversations/${conversation.id}/messages/`)).statusCode).toBe(404);
      expect((await agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Hello' })).statusCode).toBe(404);
      expect((await agent.get('/api/conversations/')).json().results).toEqual([]);
    }
    expect((await new Agent(ctx.app).get('/api/conversations/')).statusCode).toBe(401);
  });

  it('pages the list by latest activity (the last message, else the opening), newest first, in windows that never overlap', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Barista' });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const candidate = await signedInAgent(ctx.app, 'candidate');
      await applyTo(candidate.agent, job.id);
      ids.push((await candidate.agent.get('/api/conversations/')).json().results[0].id);
    }
    // Activity: the second conversation speaks last, then the first; the third and fourth only opened (newest first).
    await org.agent.post(`/api/conversations/${ids[0]}/messages/`, { body: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await org.agent.post(`/api/conversations/${ids[1]}/messages/`, { body: 'Second' });
    const first = (await org.agent.get('/api/conversations/?limit=2')).json();
    const second = (await org.agent.get('/api/conversations/?limit=2&offset=2')).json();
    expect(first.count).toBe(4);
    expect([...first.results, ...second.results].map((conversation: { id: number }) => conversation.id)).toEqual([ids[1], ids[0], ids[3], ids[2]]);
  });

  it('answers any window of the messages, oldest first', async () => {
    const { candidate, conversation } = await applied();
    for (const body of ['one', 'two', 'three', 'four', 'five']) await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body });
    const page = (await candidate.agent.get(`/api/conversations/${conversation.id}/messages/?limit=2&offset=1`)).json();
    expect(page).toMatchObject({ count: 5 });
    expect(page.results.map((message: { body: string }) => message.body)).toEqual(['two', 'three']);
    expect((await candidate.agent.get(`/api/conversations/${conversation.id}/messages/?limit=0`)).json()).toMatchObject({ count: 5, results: [] });
  });

  describe('once the application is withdrawn or declined', () => {
    it('keeps the history, read-only', async () => {
      const { org, candidate, application, conversation } = await applied();
      await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Thank you!' });
      await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'rejected' });
      const refused = await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'One more thing' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().non_field_errors).toEqual(['This conversation is closed: the application was withdrawn or declined.']);
      const [listed] = (await candidate.agent.get('/api/conversations/')).json().results;
      expect(listed).toMatchObject({ open: false, last_message: { body: 'Thank you!' } });
    });
  });
});

describeEachDialect(
  'conversations: a sender who floods',
  (ctx) => {
    it('is slowed down with a 429 after MESSAGE_RATE_LIMIT messages a minute', async () => {
      const org = await signedInOrganisation(ctx.app);
      const job = await createJob(org.agent);
      const candidate = await signedInAgent(ctx.app, 'candidate');
      await applyTo(candidate.agent, job.id);
      const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
      const send = () => candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Hello?' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    });
  },
  { MESSAGE_RATE_LIMIT: '2' },
);

import { replyDate, type JobApplicationAnswer, type NotificationItem } from '@tandem/contract';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { eventually, openEventStream } from '../../test/event-stream.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { sweepReplies } from './service.ts';

const WINDOW_MS = 20_000;

async function notificationsOf(agent: Agent, kind: string): Promise<NotificationItem[]> {
  const page = (await agent.get('/api/notifications/?limit=100')).json() as { results: NotificationItem[] };
  return page.results.filter((item) => item.kind === kind);
}

/** An organisation with a job and `count` candidates who applied to it. */
async function applicants(ctx: TestContext, count: number, title = 'Barista') {
  const org = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name: 'The Daily Grind' });
  const job = await createJob(org.agent, { title });
  const candidates = [];
  for (let n = 0; n < count; n++) {
    const candidate = await signedInAgent(ctx.app, 'candidate');
    candidates.push({ ...candidate, application: await applyTo(candidate.agent, job.id) });
  }
  return { org, job, candidates };
}

const sweepAt = (ctx: TestContext, offsetMs: number, batch?: number) => sweepReplies(ctx.db, ctx.app.notifier, ctx.app.replies, new Date(Date.now() + offsetMs), batch);

describeEachDialect(
  'reply deadlines (the sweep driven directly, REPLY_WINDOW=20s)',
  (ctx) => {
    it('gives each application a deadline of applied + REPLY_WINDOW, unanswered', async () => {
      const { candidates } = await applicants(ctx, 1);
      const application = candidates[0]!.application;
      expect(Date.parse(application.reply_due_at ?? '') - Date.parse(application.applied_at)).toBe(WINDOW_MS);
      expect(application.replied_at).toBeNull();
    });

    it('reminds the organisation once when a quarter of the window is left, about unanswered applicants only', async () => {
      const { org, job, candidates } = await applicants(ctx, 3, 'Kitchen Porter');
      await org.agent.patch(`/api/job-applications/${candidates[2]!.application.id}/`, { status: 'screening' });
      await sweepAt(ctx, 10_000);
      expect(await notificationsOf(org.agent, 'reply_due')).toEqual([]);
      await sweepAt(ctx, 16_000);
      await sweepAt(ctx, 17_000);
      const reminders = await notificationsOf(org.agent, 'reply_due');
      expect(reminders).toEqual([
        expect.objectContaining({ title: `2 applicants for ${job.title} are waiting for your reply`, link: '/orghome#awaiting-reply' }),
      ]);
    });

    it('sets no_reply past the deadline and tells the candidate kindly, with a link to similar jobs', async () => {
      const { org, job, candidates } = await applicants(ctx, 1, 'Shift Lead');
      const { application } = candidates[0]!;
      await sweepAt(ctx, 19_000);
      expect((await candidates[0]!.agent.get(`/api/job-applications/${application.id}/`)).json().status).toBe('applied');
      expect((await sweepAt(ctx, 21_000)).lapsed).toBeGreaterThanOrEqual(1);
      const seen = (await candidates[0]!.agent.get(`/api/job-applications/${application.id}/`)).json() as JobApplicationAnswer;
      expect(seen).toMatchObject({ status: 'no_reply', is_open: false, replied_at: null });
      const [told] = await notificationsOf(candidates[0]!.agent, 'application_no_reply');
      expect(told).toMatchObject({ title: `Your application for ${job.title} had no reply in time`, link: '/yourmatches' });
      expect(told!.body).toContain('The Daily Grind did not answer your application by');
      const events = await ctx.db.selectFrom('job_application_events').selectAll().where('job_application_id', '=', application.id).orderBy('id').execute();
      expect(events.at(-1)).toMatchObject({ from_status: 'applied', to_status: 'no_reply', changed_by: org.user.id });
      const awaiting = (await org.agent.get('/api/job-applications/?awaiting_reply=true')).json();
      expect(awaiting.results.map((row: JobApplicationAnswer) => row.id)).not.toContain(application.id);
    });

    it("tells each candidate in the words and ways their preferences ask: the bell, the digest, an e-mail now", async () => {
      const { job, candidates } = await applicants(ctx, 3, 'Line Cook');
      const [plain, mailed, quiet] = candidates as [(typeof candidates)[0], (typeof candidates)[0], (typeof candidates)[0]];
      await mailed.agent.patch('/api/notification-preferences/', { kinds: { application_no_reply: { email: true } } });
      await quiet.agent.patch('/api/notification-preferences/', { kinds: { application_no_reply: { in_app: false } }, email_frequency: 'off' });
      await sweepAt(ctx, 21_000);
      const title = `Your application for ${job.title} had no reply in time`;
      const body = `The Daily Grind did not answer your application by ${replyDate(plain.application.reply_due_at ?? '')}. That says nothing about you: we have closed it so you are not left waiting. Jobs that suit your profile are waiting in Your matches.`;
      for (const { agent } of [plain, mailed]) expect(await notificationsOf(agent, 'application_no_reply')).toEqual([expect.objectContaining({ title, body, link: '/yourmatches' })]);
      expect(await notificationsOf(quiet.agent, 'application_no_reply')).toEqual([]);
      const ids = candidates.map((candidate) => candidate.user.id);
      const digest = await ctx.db.selectFrom('mail_digest_items').select(['user_id', 'title', 'body', 'link']).where('kind', '=', 'application_no_reply').where('user_id', 'in', ids).execute();
      expect(digest).toEqual([{ user_id: plain.user.id, title, body, link: '/yourmatches' }]);
      const mails = await ctx.db.selectFrom('mail_outbox').select(['user_id', 'subject', 'text_body']).where('kind', '=', 'application_no_reply').where('user_id', 'in', ids).execute();
      expect(mails).toEqual([expect.objectContaining({ user_id: mailed.user.id, subject: title })]);
      expect(mails[0]!.text_body).toContain(body);
      // Run again: nothing more to tell.
      expect((await sweepAt(ctx, 22_000)).lapsed).toBe(0);
      expect(await notificationsOf(plain.agent, 'application_no_reply')).toHaveLength(1);
    });

    it("pushes the notices to each candidate's open live stream (many to a bus message)", async () => {
      const { job, candidates } = await applicants(ctx, 2, 'Porter');
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (ctx.app.server.address() as AddressInfo).port;
      const streams = await Promise.all(candidates.map((candidate) => openEventStream(port, candidate.agent)));
      await eventually(() => streams.every((stream) => stream.events.some((event) => event.event === 'ready')));
      await sweepAt(ctx, 21_000);
      await eventually(() => streams.every((stream) => stream.events.some((event) => event.event === 'notification')));
      for (const stream of streams) {
        expect(stream.events.filter((event) => event.event === 'notification').map((event) => event.data)).toEqual([expect.objectContaining({ kind: 'application_no_reply', title: `Your application for ${job.title} had no reply in time` })]);
        stream.close();
      }
    });

    it('leaves alone applications answered by a move, by a message or withdrawn', async () => {
      const { org, candidates } = await applicants(ctx, 3, 'Server');
      const [moved, messaged, withdrawn] = candidates as [(typeof candidates)[0], (typeof candidates)[0], (typeof candidates)[0]];
      await org.agent.patch(`/api/job-applications/${moved.application.id}/`, { status: 'interview' });
      const conversations = (await org.agent.get('/api/conversations/')).json().results as { id: number; application: number | null }[];
      const conversation = conversations.find((row) => row.application === messaged.application.id);
      expect(conversation).toBeDefined();
      await org.agent.post(`/api/conversations/${conversation!.id}/messages/`, { body: 'Thanks, we will call you this week.' });
      await withdrawn.agent.post(`/api/job-applications/${withdrawn.application.id}/withdraw/`);
      await sweepAt(ctx, 25_000);
      const statuses = await Promise.all(
        [moved, messaged, withdrawn].map(async ({ agent, application }) => (await agent.get(`/api/job-applications/${application.id}/`)).json() as JobApplicationAnswer),
      );
      expect(statuses.map((row) => row.status)).toEqual(['interview', 'applied', 'applied']);
      expect(statuses[0]!.replied_at).not.toBeNull();
      expect(statuses[1]!.replied_at).not.toBeNull();
      for (const { agent } of [moved, messaged, withdrawn]) expect(await notificationsOf(agent, 'application_no_reply')).toEqual([]);
    });

    it('drains a backlog larger than one batch in one run', async () => {
      const { candidates } = await applicants(ctx, 5, 'Cashier');
      const result = await sweepAt(ctx, 30_000, 2);
      expect(result.lapsed).toBeGreaterThanOrEqual(5);
      const rows = await ctx.db.selectFrom('job_applications').select('status').where('id', 'in', candidates.map((c) => c.application.id)).execute();
      expect(rows.map((row) => row.status)).toEqual(['no_reply', 'no_reply', 'no_reply', 'no_reply', 'no_reply']);
    });

    it("lists an organisation's applicants awaiting a reply, soonest deadline first, its own only", async () => {
      const { org, candidates } = await applicants(ctx, 3, 'Baker');
      const other = await signedInOrganisation(ctx.app);
      await org.agent.patch(`/api/job-applications/${candidates[1]!.application.id}/`, { status: 'rejected' });
      const page = (await org.agent.get('/api/job-applications/?awaiting_reply=true')).json();
      expect(page.results.map((row: JobApplicationAnswer) => row.id)).toEqual([candidates[0]!.application.id, candidates[2]!.application.id]);
      expect((await other.agent.get('/api/job-applications/?awaiting_reply=true')).json().count).toBe(0);
      const bad = await org.agent.get('/api/job-applications/?awaiting_reply=soon');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ awaiting_reply: ['Must be a valid boolean.'] });
    });

    it('sends a chosen kind note with a rejection, and refuses a note without one', async () => {
      const { org, candidates } = await applicants(ctx, 2, 'Host');
      const [first, second] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];
      const wrong = await org.agent.patch(`/api/job-applications/${first.application.id}/`, { status: 'screening', rejection_note: 'position_filled' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ rejection_note: ['A rejection note goes only with the status rejected.'] });
      const unknown = await org.agent.patch(`/api/job-applications/${first.application.id}/`, { status: 'rejected', rejection_note: 'you are bad' });
      expect(unknown.json()).toEqual({ rejection_note: ['Select one of the suggested notes.'] });
      expect((await first.agent.get(`/api/job-applications/${first.application.id}/`)).json().status).toBe('applied');
      const rejected = await org.agent.patch(`/api/job-applications/${first.application.id}/`, { status: 'rejected', rejection_note: 'position_filled' });
      expect(rejected.json()).toMatchObject({ status: 'rejected' });
      expect(rejected.json().replied_at).not.toBeNull();
      const [notice] = await notificationsOf(first.agent, 'application_status');
      expect(notice!.body).toBe('The Daily Grind: Thank you for applying. The position has now been filled, so we cannot take your application further. We appreciate the time you gave it.');
      const byHand = await org.agent.patch(`/api/job-applications/${second.application.id}/`, { status: 'no_reply' });
      expect(byHand.statusCode).toBe(400);
    });

    it('lets the organisation still take up an application it let lapse', async () => {
      const { org, candidates } = await applicants(ctx, 1, 'Runner');
      await sweepAt(ctx, 21_000);
      const late = await org.agent.patch(`/api/job-applications/${candidates[0]!.application.id}/`, { status: 'interview' });
      expect(late.json()).toMatchObject({ status: 'interview', is_open: true });
    });
  },
  { REPLY_WINDOW: '20s', SCHEDULER_INTERVAL: '1h' },
);

describeEachDialect(
  'reply deadlines (through the real scheduler, REPLY_WINDOW=8s, SCHEDULER_INTERVAL=1s)',
  (ctx) => {
    it('reminds once, then sets no_reply and tells the candidate, leaving an answered application alone', async () => {
      const { org, candidates } = await applicants(ctx, 2, 'Delivery Rider');
      const [ignored, answered] = candidates as [(typeof candidates)[0], (typeof candidates)[0]];
      await org.agent.patch(`/api/job-applications/${answered.application.id}/`, { status: 'screening' });
      const until = Date.parse(ignored.application.reply_due_at ?? '') + 2_500;
      while (Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      await ctx.app.queue.drain(5_000);
      const statuses = await ctx.db.selectFrom('job_applications').select(['id', 'status']).where('job_id', '=', ignored.application.job).orderBy('id').execute();
      expect(statuses.map((row) => row.status)).toEqual(['no_reply', 'screening']);
      expect(await notificationsOf(org.agent, 'reply_due')).toHaveLength(1);
      expect(await notificationsOf(ignored.agent, 'application_no_reply')).toHaveLength(1);
      expect(await notificationsOf(answered.agent, 'application_no_reply')).toEqual([]);
    }, 20_000);
  },
  { REPLY_WINDOW: '8s', SCHEDULER_INTERVAL: '1s' },
);


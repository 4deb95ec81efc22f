import { readdirSync, readFileSync } from 'node:fs';
import { UNSUBSCRIBE_WORDS } from '@tandem/contract';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { createTestDatabase } from '../../test/databases.ts';
import { linkIn, startTestSmtp } from '../../test/smtp.ts';
import { sendDigests } from './digest.ts';
import { queueNotificationEmail } from './notification-email.ts';
import { queueMail } from './service.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const statusChange = { kind: 'application_status', title: 'Your application for Backend Developer moved to Interview', body: 'Brightpath moved your application to Interview.', link: '/applications' } as const;
const staleJob = { kind: 'job_stale', title: 'Barista', body: 'No changes in 30 days.', link: '/myjobs' } as const;

describeEachDialect(
  'notification e-mail',
  (ctx) => {
    beforeEach(() => {
      smtp.received.length = 0;
    });

    it('sends a notification at once with a text and an HTML part, links to PUBLIC_URL and one-click unsubscribe headers', async () => {
      const { user } = await signedInAgent(ctx.app);
      expect(await queueNotificationEmail(ctx.app, user.id, statusChange)).toBe('sent');
      await ctx.app.queue.drain();
      const [mail] = smtp.to(user.email).filter((received) => received.header('subject')?.includes('Your application'));
      expect(mail).toBeDefined();
      expect(mail?.header('subject')).toBe('Your application for Backend Developer moved to Interview');
      expect(mail?.source).toContain('Content-Type: text/plain');
      expect(mail?.source).toContain('Content-Type: text/html');
      expect(mail?.source).toContain('Brightpath moved your application to Interview.');
      expect(linkIn(mail!, '/applications')).toBe('https://tandem.example/applications');
      expect(mail?.header('list-unsubscribe')).toMatch(/^<https:\/\/tandem\.example\/mail\/unsubscribe\/\?token=[^>]+>$/);
      expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    });

    it('keeps a kind not e-mailed on its own for the daily digest, and sends one digest per user', async () => {
      const { user } = await signedInAgent(ctx.app);
      expect(await queueNotificationEmail(ctx.app, user.id, staleJob)).toBe('digest');
      expect(await queueNotificationEmail(ctx.app, user.id, { ...staleJob, title: 'Waiter' })).toBe('digest');
      await ctx.app.queue.drain();
      expect(smtp.to(user.email).filter((mail) => mail.header('subject')?.includes('digest'))).toHaveLength(0);
      await sendDigests(ctx.app);
      await ctx.app.queue.drain();
      const digests = smtp.to(user.email).filter((mail) => mail.header('subject')?.includes('digest'));
      expect(digests).toHaveLength(1);
      expect(digests[0]?.header('subject')).toBe('Your Tandem digest: 2 new notifications');
      expect(digests[0]?.source).toContain('Barista');
      expect(digests[0]?.source).toContain('Waiter');
      // Mailed once: the next day's digest does not repeat them.
      await sendDigests(ctx.app);
      await ctx.app.queue.drain();
      expect(smtp.to(user.email).filter((mail) => mail.header('subject')?.includes('digest'))).toHaveLength(1);
    });

    it('follows the preferences: daily puts every kind in the digest, off sends nothing', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      await agent.patch('/api/notification-preferences/', { email_frequency: 'daily' });
      expect(await queueNotificationEmail(ctx.app, user.id, statusChange)).toBe('digest');
      await agent.patch('/api/notification-preferences/', { email_frequency: 'off' });
      expect(await queueNotificationEmail(ctx.app, user.id, statusChange)).toBe('none');
      // Turned off before the digest went: the waiting item is dropped, not sent.
      await sendDigests(ctx.app);
      await ctx.app.queue.drain();
      expect(smtp.to(user.email).filter((mail) => mail.header('subject')?.includes('digest'))).toHaveLength(0);
    });

    it('turns e-mail for that kind off with the one-click unsubscribe POST, without signing in or CSRF', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      await queueNotificationEmail(ctx.app, user.id, statusChange);
      await ctx.app.queue.drain();
      const header = smtp.to(user.email).find((mail) => mail.header('list-unsubscribe'))?.header('list-unsubscribe') ?? '';
      const url = new URL(header.slice(1, -1));
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      const preferences = (await agent.get('/api/notification-preferences/')).json();
      expect(preferences.kinds.application_status).toEqual({ in_app: true, email: false });
      expect(await queueNotificationEmail(ctx.app, user.id, statusChange)).toBe('digest');
    });

    it('refuses a forged or altered unsubscribe token', async () => {
      const { user } = await signedInAgent(ctx.app);
      const forged = await ctx.app.inject({ method: 'POST', url: `/mail/unsubscribe/?token=${user.id}.message.AAAA` });
      expect(forged.statusCode).toBe(400);
      const page = await ctx.app.inject({ method: 'GET', url: `/mail/unsubscribe/?token=${user.id}.digest.x` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is invalid or has expired.');
    });

    it('shows a confirmation page for a person opening the link, and unsubscribes from its button', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      await agent.patch('/api/notification-preferences/', { email_frequency: 'daily' });
      await queueNotificationEmail(ctx.app, user.id, statusChange);
      await sendDigests(ctx.app);
      await ctx.app.queue.drain();
      const digest = smtp.to(user.email).find((mail) => mail.header('subject')?.includes('digest'));
      const link = new URL(linkIn(digest!, '/mail/unsubscribe/'));
      const page = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      // It says what the link stops (the digest's: every notification e-mail) and what goes on, in the app's styles.
      expect(page.body).toContain('This stops <span class="stops">every notification e-mail from Tandem: the daily digest and those sent at once</span>.');
      expect(page.body).toContain(UNSUBSCRIBE_WORDS.staysOn);
      expect(page.body).toMatch(/<style>[^<]*button\{/);
      // Opening the link (as mail scanners do) changes nothing.
      expect((await agent.get('/api/notification-preferences/')).json().email_frequency).toBe('daily');
      const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&#38;/g, '&') ?? '';
      const confirmed = await ctx.app.inject({ method: 'POST', url: action });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('You will no longer receive these e-mails.');
      expect(confirmed.body).toContain('Stopped: <span class="stops">every notification e-mail from Tandem');
      expect((await agent.get('/api/notification-preferences/')).json().email_frequency).toBe('off');
    });

    it("names the one kind a notification e-mail's link stops", async () => {
      const { user } = await signedInAgent(ctx.app);
      await queueNotificationEmail(ctx.app, user.id, statusChange);
      await ctx.app.queue.drain();
      const mail = smtp.to(user.email).find((received) => received.header('subject') === statusChange.title);
      const link = new URL(linkIn(mail!, '/mail/unsubscribe/'));
      const page = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.body).toContain('This stops <span class="stops">e-mails about “Changes to my applications”</span>.');
    });

    it('retries a message the SMTP server refuses, and it arrives once', async () => {
      const { user } = await signedInAgent(ctx.app);
      await ctx.app.queue.drain(); // the signup's confirmation e-mail goes first
      smtp.failNext(1);
      const id = await queueMail(ctx.app, { userId: user.id, kind: 'test', to: user.email, content: { subject: 'Retried', text: 'Hello', html: '<p>Hello</p>' } });
      await ctx.app.queue.drain();
      const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(2);
      expect(smtp.to(user.email).filter((mail) => mail.header('subject') === 'Retried')).toHaveLength(1);
    }, 15_000);

    it('answers the request that caused a message at once, even while the SMTP server refuses it', async () => {
      const { signup } = await signedInAgent(ctx.app);
      await ctx.app.queue.drain();
      smtp.failNext(1);
      const visitor = new Agent(ctx.app);
      await visitor.get('/api/session/');
      const started = Date.now();
      const answer = await visitor.post('/api/password-reset/', { email: signup.email });
      expect(answer.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(smtp.to(signup.email).filter((mail) => mail.header('subject') === 'Reset your Tandem password')).toHaveLength(0);
      await ctx.app.queue.drain();
      expect(smtp.to(signup.email).filter((mail) => mail.header('subject') === 'Reset your Tandem password')).toHaveLength(1);
    }, 15_000);

    it('sends at start whatever the outbox holds unsent (a message queued before a stop)', async () => {
      const { user } = await signedInAgent(ctx.app);
      await ctx.db
        .insertInto('mail_outbox')
        .values({ user_id: user.id, kind: 'test', to_address: user.email, subject: 'Left over', text_body: 'Hi', html_body: '<p>Hi</p>', created_at: new Date().toISOString() })
        .execute();
      const restarted = await buildApp({ config: ctx.database.config, db: ctx.db, logger: false });
      await restarted.ready();
      await restarted.queue.drain();
      await restarted.close();
      expect(smtp.to(user.email).filter((mail) => mail.header('subject') === 'Left over')).toHaveLength(1);
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example/' },
);

it('writes each message as an .eml file under DATA_DIR/mail when no SMTP_URL is set', async () => {
  const database = await createTestDatabase('sqlite');
  const app = await buildApp({ config: database.config, db: database.db, logger: false });
  try {
    await app.ready();
    await queueMail(app, { userId: null, kind: 'test', to: 'someone@tandem.dev', content: { subject: 'On disk', text: 'Plain words', html: '<p>Plain words</p>' } });
    await app.queue.drain();
    const files = readdirSync(database.config.mailDir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const source = readFileSync(join(database.config.mailDir, files[0] as string), 'utf8');
    expect(source).toContain('Subject: On disk');
    expect(source).toContain('To: someone@tandem.dev');
    expect(source).toContain('Plain words');
  } finally {
    await app.close();
    await database.cleanup();
  }
});

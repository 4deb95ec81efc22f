import { afterAll, expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { releaseHeldMails } from './caps.ts';
import { queueNotificationEmail } from './notification-email.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const message = (n: number, conversation = 7) => ({ kind: 'message', title: 'Brightpath', body: `Message number ${n}`, link: `/chats/${conversation}` }) as const;
const invitation = (n: number) => ({ kind: 'invitation', title: `Invitation ${n}`, body: 'Apply to our job', link: '/applications' }) as const;
const alert = (n: number) => ({ kind: 'saved_search_match', title: 'A new job fits your saved search', body: `Job number ${n}`, link: `/yourmatches?job=${n}` }) as const;

describeEachDialect(
  'per-recipient e-mail caps',
  (ctx) => {
    const subjects = (email: string) => smtp.to(email).map((mail) => mail.header('subject') ?? '');
    /** As if the cap's window had passed: the sends it counted are moved back by that long. */
    const timePasses = async (userId: number, minutes: number) => {
      const sends = await ctx.db.selectFrom('mail_cap_sends').select(['cap_key', 'sent_at']).where('user_id', '=', userId).execute();
      for (const send of sends) {
        const earlier = new Date(Date.parse(send.sent_at) - minutes * 60_000).toISOString();
        await ctx.db.updateTable('mail_cap_sends').set({ sent_at: earlier }).where('user_id', '=', userId).where('cap_key', '=', send.cap_key).where('sent_at', '=', send.sent_at).execute();
      }
    };

    it('sends one e-mail per conversation per 15 minutes; later messages wait and go together in one e-mail', async () => {
      const { user } = await signedInAgent(ctx.app);
      for (let n = 1; n <= 3; n += 1) await queueNotificationEmail(ctx.app, user.id, message(n));
      // Another conversation has a cap of its own, and its e-mail is the fence for the first one's.
      await queueNotificationEmail(ctx.app, user.id, message(9, 8));
      await ctx.app.queue.drain();
      expect(subjects(user.email).filter((subject) => subject.startsWith('New message'))).toHaveLength(2);
      // Before the window ends, nothing more goes.
      expect(await releaseHeldMails(ctx.app)).toBe(0);
      await timePasses(user.id, 16);
      expect(await releaseHeldMails(ctx.app)).toBe(1);
      await ctx.app.queue.drain();
      const folded = smtp.to(user.email).filter((mail) => mail.header('subject') === '2 new on Tandem: messages');
      expect(folded).toHaveLength(1);
      expect(folded[0]?.source).toContain('Message number 2');
      expect(folded[0]?.source).toContain('Message number 3');
      // Sent once: nothing waits any more.
      expect(await releaseHeldMails(ctx.app)).toBe(0);
    });

    it('sends at most 10 invitation e-mails a day to one candidate', async () => {
      const { user } = await signedInAgent(ctx.app);
      for (let n = 1; n <= 12; n += 1) await queueNotificationEmail(ctx.app, user.id, invitation(n));
      await ctx.app.queue.drain();
      expect(subjects(user.email).filter((subject) => subject.includes('Invitation'))).toHaveLength(10);
      expect(await releaseHeldMails(ctx.app)).toBe(0);
      await timePasses(user.id, 24 * 60 + 1);
      expect(await releaseHeldMails(ctx.app)).toBe(1);
      await ctx.app.queue.drain();
      expect(subjects(user.email)).toContain('2 new on Tandem: invitations to apply');
    });

    it('folds alerts into one e-mail an hour', async () => {
      const { user } = await signedInAgent(ctx.app);
      for (let n = 1; n <= 4; n += 1) await queueNotificationEmail(ctx.app, user.id, alert(n));
      await ctx.app.queue.drain();
      expect(subjects(user.email).filter((subject) => subject.includes('saved search'))).toHaveLength(1);
      await timePasses(user.id, 61);
      expect(await releaseHeldMails(ctx.app)).toBe(1);
      await ctx.app.queue.drain();
      const folded = smtp.to(user.email).find((mail) => mail.header('subject') === '3 new on Tandem: job alerts from saved searches');
      expect(folded?.source).toContain('Job number 4');
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' },
);

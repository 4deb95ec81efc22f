import { ACCOUNT_MESSAGES } from '@tandem/contract';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { linkIn, startTestSmtp, tokenOf } from '../../test/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

describeEachDialect(
  'e-mail verification',
  (ctx) => {
    const confirmationLinks = async (email: string) => {
      await ctx.app.queue.drain();
      return smtp
        .to(email)
        .filter((mail) => mail.header('subject') === 'Confirm your e-mail address for Tandem')
        .map((mail) => linkIn(mail, '/verify-email?token='));
    };

    it('mails a link at signup; the account works unverified, and the link confirms it once', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      const [link] = await confirmationLinks(user.email);
      expect(link).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=[\w-]{43}$/);
      expect((await agent.get(`/api/users/${user.id}/`)).json().email_verified).toBe(false);
      const confirmed = await new Agent(ctx.app).post('/api/verify-email/', { token: tokenOf(link as string) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailVerified });
      expect((await agent.get(`/api/users/${user.id}/`)).json().email_verified).toBe(true);
      const again = await agent.post('/api/verify-email/', { token: tokenOf(link as string) });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
    });

    it('resends a new link to a signed-in, unverified user; the old one stops working once either is used', async () => {
      const { agent, user } = await signedInAgent(ctx.app);
      const resent = await agent.post('/api/verify-email/resend/');
      expect(resent.json()).toEqual({ detail: ACCOUNT_MESSAGES.verificationSent });
      const [first, second] = await confirmationLinks(user.email);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await agent.post('/api/verify-email/', { token: tokenOf(second as string) })).statusCode).toBe(200);
      expect((await agent.post('/api/verify-email/', { token: tokenOf(first as string) })).statusCode).toBe(400);
      expect((await agent.post('/api/verify-email/resend/')).json()).toEqual({ detail: ACCOUNT_MESSAGES.alreadyVerified });
    });

    it('limits resending to 5 an hour, and asks for a session', async () => {
      const { agent } = await signedInAgent(ctx.app);
      for (let i = 0; i < 5; i += 1) expect((await agent.post('/api/verify-email/resend/')).statusCode).toBe(200);
      expect((await agent.post('/api/verify-email/resend/')).statusCode).toBe(429);
      expect((await new Agent(ctx.app).post('/api/verify-email/resend/')).statusCode).toBe(401);
    });

    it('refuses an expired link', async () => {
      const { user } = await signedInAgent(ctx.app);
      const [link] = await confirmationLinks(user.email);
      await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', user.id).execute();
      const expired = await new Agent(ctx.app).post('/api/verify-email/', { token: tokenOf(link as string) });
      expect(expired.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
    });
  },
  { SMTP_URL: smtp.url },
);

import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { linkIn, startTestSmtp, tokenOf } from '../../test/smtp.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

let address = 0;
/** A client at its own address, so the per-address limit of one test does not reach the next. */
const freshVisitor = (ctx: { app: FastifyInstance }) => {
  address += 1;
  const agent = new Agent(ctx.app);
  const ip = `10.1.0.${address}`;
  return {
    agent,
    post: (url: string, payload: unknown) => agent.request('POST', url, { payload: payload as object, remoteAddress: ip }),
  };
};

describeEachDialect(
  'forgot password',
  (ctx) => {
    const resetLinkFor = async (email: string) => {
      await ctx.app.queue.drain();
      const mail = smtp.to(email).filter((received) => received.header('subject') === 'Reset your Tandem password').at(-1);
      if (!mail) throw new Error('no reset e-mail');
      return linkIn(mail, '/reset-password?token=');
    };

    it('answers the same 200 whether or not the account exists, and mails a link only to an account', async () => {
      const { signup } = await signedInAgent(ctx.app);
      const visitor = freshVisitor(ctx);
      const known = await visitor.post('/api/password-reset/', { email: signup.email.toUpperCase() });
      const unknown = await visitor.post('/api/password-reset/', { email: 'nobody.here@tandem.dev' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });
      expect(unknown.json()).toEqual(known.json());
      const link = await resetLinkFor(signup.email);
      expect(link).toMatch(/^https:\/\/tandem\.example\/reset-password\?token=[\w-]{43}$/);
      await ctx.app.queue.drain();
      expect(smtp.to('nobody.here@tandem.dev')).toHaveLength(0);
    });

    it('stores only a hash of the token', async () => {
      const { signup, user } = await signedInAgent(ctx.app);
      await freshVisitor(ctx).post('/api/password-reset/', { email: signup.email });
      const token = tokenOf(await resetLinkFor(signup.email));
      const rows = await ctx.db.selectFrom('account_tokens').select('token_hash').where('user_id', '=', user.id).execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
    });

    it('sets the new password once, ends every session of the user, and the old password stops working', async () => {
      const { agent, signup } = await signedInAgent(ctx.app);
      const visitor = freshVisitor(ctx);
      await visitor.post('/api/password-reset/', { email: signup.email });
      const token = tokenOf(await resetLinkFor(signup.email));
      const confirmed = await visitor.post('/api/password-reset/confirm/', { token, password: 'NewPassw0rd!' });
      expect(confirmed.statusCode).toBe(200);
      expect((await agent.get('/api/whoami/')).statusCode).toBe(401);
      const login = (password: string) => new Agent(ctx.app).post('/api/login/', { email: signup.email, password });
      expect((await login(signup.password)).statusCode).toBe(401);
      expect((await login('NewPassw0rd!')).statusCode).toBe(200);
      const again = await visitor.post('/api/password-reset/confirm/', { token, password: 'OtherPassw0rd!' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
    });

    it('says whether a link still works without using it, so a used one shows no form', async () => {
      const { signup } = await signedInAgent(ctx.app);
      const visitor = freshVisitor(ctx);
      await visitor.post('/api/password-reset/', { email: signup.email });
      const token = tokenOf(await resetLinkFor(signup.email));
      const fresh = await visitor.post('/api/password-reset/check/', { token });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetLinkUsable });
      // Checked twice, it still works: the check uses nothing up.
      expect((await visitor.post('/api/password-reset/check/', { token })).statusCode).toBe(200);
      expect((await visitor.post('/api/password-reset/confirm/', { token, password: 'NewPassw0rd!' })).statusCode).toBe(200);
      const used = await visitor.post('/api/password-reset/check/', { token });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
      const madeUp = await visitor.post('/api/password-reset/check/', { token: 'x'.repeat(43) });
      expect(madeUp.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
      expect((await visitor.post('/api/password-reset/check/', {})).statusCode).toBe(400);
    });

    it('refuses an expired or made-up link with the same message', async () => {
      const { signup, user } = await signedInAgent(ctx.app);
      const visitor = freshVisitor(ctx);
      await visitor.post('/api/password-reset/', { email: signup.email });
      const token = tokenOf(await resetLinkFor(signup.email));
      await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      const expired = await visitor.post('/api/password-reset/confirm/', { token, password: 'NewPassw0rd!' });
      expect(expired.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
      const madeUp = await visitor.post('/api/password-reset/confirm/', { token: 'x'.repeat(43), password: 'NewPassw0rd!' });
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
    });

    it('holds the new password to the signup rules, with the same messages', async () => {
      const visitor = freshVisitor(ctx);
      const short = await visitor.post('/api/password-reset/confirm/', { token: 'abc', password: 'Aa1!' });
      expect(short.statusCode).toBe(400);
      expect(short.json().password).toEqual([MESSAGES.passwordTooShort]);
      const plain = await visitor.post('/api/password-reset/confirm/', { token: 'abc', password: 'password' });
      expect(plain.json().password).toContain(MESSAGES.passwordComplexity);
      const badEmail = await visitor.post('/api/password-reset/', { email: 'not-an-email' });
      expect(badEmail.json()).toEqual({ email: [MESSAGES.invalidEmail] });
    });

    it('allows 5 requests an hour from one address', async () => {
      const visitor = freshVisitor(ctx);
      for (let i = 0; i < 5; i += 1) {
        expect((await visitor.post('/api/password-reset/', { email: `someone${i}@tandem.dev` })).statusCode).toBe(200);
      }
      const sixth = await visitor.post('/api/password-reset/', { email: 'someone.else@tandem.dev' });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
    });

    it('sends at most 5 reset e-mails an hour to one account, answering alike after, so an attacker cannot use the limit up for its owner', async () => {
      const { signup } = await signedInAgent(ctx.app);
      for (let i = 0; i < 5; i += 1) {
        expect((await freshVisitor(ctx).post('/api/password-reset/', { email: signup.email })).statusCode).toBe(200);
      }
      await ctx.app.queue.drain();
      const resetMails = () => smtp.to(signup.email).filter((received) => received.header('subject') === 'Reset your Tandem password');
      expect(resetMails()).toHaveLength(5);
      const sixth = await freshVisitor(ctx).post('/api/password-reset/', { email: signup.email.toUpperCase() });
      expect(sixth.statusCode).toBe(200);
      expect(sixth.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetRequested });
      // A later request for another account is the fence: once its e-mail is out, a sixth one would be too.
      const other = await signedInAgent(ctx.app);
      await freshVisitor(ctx).post('/api/password-reset/', { email: other.signup.email });
      await resetLinkFor(other.signup.email);
      expect(resetMails()).toHaveLength(5);
      // The owner still has working links: the ones already sent.
      const token = tokenOf(await resetLinkFor(signup.email));
      expect((await freshVisitor(ctx).post('/api/password-reset/confirm/', { token, password: 'NewPassw0rd!' })).statusCode).toBe(200);
    });

    it('stops a reset link issued before the password was changed', async () => {
      const { agent, signup } = await signedInAgent(ctx.app);
      await freshVisitor(ctx).post('/api/password-reset/', { email: signup.email });
      const token = tokenOf(await resetLinkFor(signup.email));
      const changed = await agent.post('/api/account/password/', { current_password: signup.password, new_password: 'Chang3dPassw0rd!' });
      expect(changed.statusCode).toBe(200);
      const late = await freshVisitor(ctx).post('/api/password-reset/confirm/', { token, password: 'Attack3rPassw0rd!' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ token: [ACCOUNT_MESSAGES.invalidLink] });
      expect((await new Agent(ctx.app).post('/api/login/', { email: signup.email, password: 'Chang3dPassw0rd!' })).statusCode).toBe(200);
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example' },
);

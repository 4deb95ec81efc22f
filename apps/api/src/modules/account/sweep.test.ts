import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/app.ts';
import { signedInAgent } from '../../test/agent.ts';
import { issueAccountToken } from './tokens.ts';
import { ACCOUNT_SWEEP_JOB, sweepExpired } from './sweep.ts';

const past = new Date(Date.now() - 60_000).toISOString();

describeEachDialect('the account sweep', (ctx) => {
  it('deletes expired sessions and used or expired links, and keeps what still works', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const { user: other } = await signedInAgent(ctx.app);
    // The other person's session has expired; of their links one is used and one expired, the rest still good.
    await ctx.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', other.id).execute();
    for (const id of [user.id, other.id]) {
      await issueAccountToken(ctx.db, id, 'password_reset');
      await issueAccountToken(ctx.db, id, 'password_reset');
      await issueAccountToken(ctx.db, id, 'verify_email');
    }
    const tokensOf = async (id: number) => (await ctx.db.selectFrom('account_tokens').select('id').where('user_id', '=', id).orderBy('id').execute()).length;
    const [mine, theirs] = [await tokensOf(user.id), await tokensOf(other.id)];
    const [used, expired] = await ctx.db.selectFrom('account_tokens').select('id').where('user_id', '=', other.id).orderBy('id').execute();
    await ctx.db.updateTable('account_tokens').set({ used_at: past }).where('id', '=', used!.id).execute();
    await ctx.db.updateTable('account_tokens').set({ expires_at: past }).where('id', '=', expired!.id).execute();

    const swept = await sweepExpired(ctx.db);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(swept.tokens).toBeGreaterThanOrEqual(2);
    expect(await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', other.id).execute()).toEqual([]);
    expect(await tokensOf(other.id)).toBe(theirs - 2);
    expect(await tokensOf(user.id)).toBe(mine);
    // The live session still signs its person in.
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
  });

  it('runs as a queue job', async () => {
    const { user } = await signedInAgent(ctx.app);
    await ctx.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', user.id).execute();
    await ctx.app.queue.send(ACCOUNT_SWEEP_JOB, {});
    await expect
      .poll(async () => (await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length, { timeout: 5_000 })
      .toBe(0);
  });
});

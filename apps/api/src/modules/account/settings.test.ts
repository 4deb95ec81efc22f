import { ACCOUNT_MESSAGES, MESSAGES } from '@tandem/contract';
import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';

describeEachDialect('account settings: password and sessions', (ctx) => {
  /** The same account signed in again from another browser. */
  const secondBrowser = async (email: string, password: string, userAgent = 'Firefox on Linux') => {
    const agent = new Agent(ctx.app);
    const response = await agent.post('/api/login/', { email, password }, { headers: { 'user-agent': userAgent } });
    expect(response.statusCode).toBe(200);
    return agent;
  };

  it('changes the password after checking the current one, and ends every other session but this one', async () => {
    const { agent, signup } = await signedInAgent(ctx.app);
    const other = await secondBrowser(signup.email, signup.password);
    const wrong = await agent.post('/api/account/password/', { current_password: 'Wrong1!x', new_password: 'NewPassw0rd!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.wrongCurrentPassword] });
    const changed = await agent.post('/api/account/password/', { current_password: signup.password, new_password: 'NewPassw0rd!' });
    expect(changed.statusCode).toBe(200);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect((await other.get('/api/whoami/')).statusCode).toBe(401);
    expect((await new Agent(ctx.app).post('/api/login/', { email: signup.email, password: 'NewPassw0rd!' })).statusCode).toBe(200);
  });

  it('holds the new password to the signup rules and refuses the same one', async () => {
    const { agent, signup } = await signedInAgent(ctx.app);
    const weak = await agent.post('/api/account/password/', { current_password: signup.password, new_password: 'abc' });
    expect(weak.json().new_password).toContain(MESSAGES.passwordTooShort);
    const same = await agent.post('/api/account/password/', { current_password: signup.password, new_password: signup.password });
    expect(same.json()).toEqual({ new_password: [ACCOUNT_MESSAGES.samePassword] });
    expect((await new Agent(ctx.app).post('/api/account/password/', { current_password: 'a', new_password: 'NewPassw0rd!' })).statusCode).toBe(401);
  });

  it('lists own sessions with created, last seen, user agent and which is the current one', async () => {
    const { agent, signup } = await signedInAgent(ctx.app);
    await secondBrowser(signup.email, signup.password, 'Safari on iPhone');
    const response = await agent.get('/api/account/sessions/');
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as { id: number; user_agent: string; current: boolean; created_at: string; last_seen_at: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => !session.current)?.user_agent).toBe('Safari on iPhone');
    expect(Date.parse(sessions[0]?.created_at ?? '')).not.toBeNaN();
    expect(Date.parse(sessions[0]?.last_seen_at ?? '')).not.toBeNaN();
    expect((await new Agent(ctx.app).get('/api/account/sessions/')).statusCode).toBe(401);
  });

  it('moves last seen forward at most once a minute', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await ctx.db.updateTable('sessions').set({ last_seen_at: hourAgo }).where('user_id', '=', user.id).execute();
    // Past the one second a session is kept in memory, so the next request reads the row.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await agent.get('/api/whoami/');
    // Last seen is written after the answer: read until it is there (at most 2 s) rather than sleeping a guess.
    const lastSeen = async () => Date.parse(((await agent.get('/api/account/sessions/')).json() as { last_seen_at: string }[])[0]?.last_seen_at ?? '');
    for (const started = Date.now(); !((await lastSeen()) > Date.now() - 10_000) && Date.now() - started < 2_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("signs out one session; another user's session is a 404", async () => {
    const { agent, signup } = await signedInAgent(ctx.app);
    const other = await secondBrowser(signup.email, signup.password);
    const sessions = (await agent.get('/api/account/sessions/')).json() as { id: number; current: boolean }[];
    const otherId = sessions.find((session) => !session.current)?.id as number;
    const stranger = await signedInAgent(ctx.app);
    expect((await stranger.agent.delete(`/api/account/sessions/${otherId}/`)).statusCode).toBe(404);
    expect((await other.get('/api/whoami/')).statusCode).toBe(200);
    expect((await agent.delete(`/api/account/sessions/${otherId}/`)).statusCode).toBe(204);
    expect((await other.get('/api/whoami/')).statusCode).toBe(401);
    expect((await agent.delete(`/api/account/sessions/${otherId}/`)).statusCode).toBe(404);
    expect((await agent.delete('/api/account/sessions/abc/')).statusCode).toBe(400);
  });

  it('signs out everywhere else', async () => {
    const { agent, signup } = await signedInAgent(ctx.app);
    const others = [await secondBrowser(signup.email, signup.password), await secondBrowser(signup.email, signup.password)];
    const ended = await agent.post('/api/account/sessions/end-others/');
    expect(ended.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await other.get('/api/whoami/')).statusCode).toBe(401);
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect((await agent.get('/api/account/sessions/')).json()).toHaveLength(1);
  });
});

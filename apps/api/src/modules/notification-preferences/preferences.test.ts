import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS } from '@tandem/contract';
import { expect, it } from 'vitest';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { preferencesFor } from './service.ts';

describeEachDialect('notification preferences', (ctx) => {
  it('answers the defaults to a user who never chose: all in the app, e-mail for status, messages, invitations, alerts, interviews and volunteering', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const response = await agent.get('/api/notification-preferences/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(Object.keys(body.kinds)).toEqual([...NOTIFICATION_KINDS]);
    const emailed = NOTIFICATION_KINDS.filter((kind) => body.kinds[kind].email);
    expect(emailed).toEqual(['application_status', 'message', 'invitation', 'saved_search_match', 'interview', 'interview_reminder', 'volunteer_interest', 'volunteer_interest_answered', 'event_reminder', 'volunteer_shift', 'job_review']);
    expect(body.email_frequency).toBe('instant');
  });

  it('changes only what the PATCH names, keeps it, and preferencesFor answers the same', async () => {
    const { agent, user } = await signedInAgent(ctx.app, 'recruiter');
    const first = await agent.patch('/api/notification-preferences/', { kinds: { message: { email: false } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().kinds.message).toEqual({ in_app: true, email: false });
    const second = await agent.patch('/api/notification-preferences/', { kinds: { job_stale: { in_app: false } }, email_frequency: 'daily' });
    expect(second.json().kinds.message).toEqual({ in_app: true, email: false });
    expect(second.json().kinds.job_stale).toEqual({ in_app: false, email: false });
    expect(second.json().email_frequency).toBe('daily');
    expect((await agent.get('/api/notification-preferences/')).json()).toEqual(second.json());
    expect(await preferencesFor(ctx.db, user.id)).toEqual(second.json());
  });

  it('refuses unknown kinds, non-boolean flags and other frequencies with field messages', async () => {
    const { agent } = await signedInAgent(ctx.app);
    const frequency = await agent.patch('/api/notification-preferences/', { email_frequency: 'weekly' });
    expect(frequency.statusCode).toBe(400);
    expect(frequency.json().email_frequency).toEqual(['Choose instant, daily or off.']);
    expect((await agent.patch('/api/notification-preferences/', { kinds: { birthday: { email: true } } })).statusCode).toBe(400);
    expect((await agent.patch('/api/notification-preferences/', { kinds: { message: { email: 'yes' } } })).statusCode).toBe(400);
  });

  it("keeps each user's preferences to themselves", async () => {
    const one = await signedInAgent(ctx.app);
    const two = await signedInAgent(ctx.app);
    await one.agent.patch('/api/notification-preferences/', { email_frequency: 'off' });
    expect((await two.agent.get('/api/notification-preferences/')).json().email_frequency).toBe('instant');
  });

  it('asks for a session', async () => {
    const visitor = new Agent(ctx.app);
    expect((await visitor.get('/api/notification-preferences/')).statusCode).toBe(401);
    expect((await visitor.patch('/api/notification-preferences/', { email_frequency: 'off' })).statusCode).toBe(401);
  });
});

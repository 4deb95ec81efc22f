import { expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { down, up } from './0035_volunteer_conversations.ts';

describeEachDialect('migration 0035 (conversations about volunteer roles)', (ctx) => {
  it('keeps every conversation about a job and its messages through the rebuild, both ways, and job_id may be null after it', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent);
    const candidate = await signedInAgent(ctx.app, 'candidate');
    const application = await applyTo(candidate.agent, job.id);
    const conversation = ((await org.agent.get('/api/conversations/')).json().results as { id: number; application: number }[]).find((row) => row.application === application.id);
    await org.agent.post(`/api/conversations/${conversation!.id}/messages/`, { body: 'Hello!' });
    const before = await ctx.db.selectFrom('conversations').selectAll().orderBy('id').execute();
    const messagesBefore = await ctx.db.selectFrom('messages').selectAll().orderBy('id').execute();

    await down(ctx.db);
    await up(ctx.db);

    expect(await ctx.db.selectFrom('conversations').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await ctx.db.selectFrom('messages').selectAll().orderBy('id').execute()).toEqual(messagesBefore);
    // The conversation still opens and takes messages: its indexes and keys came back with it.
    expect((await candidate.agent.post(`/api/conversations/${conversation!.id}/messages/`, { body: 'Hi again' })).statusCode).toBe(201);
    const company = before[0]!.company_id;
    const inserted = await ctx.db.insertInto('conversations').values({ job_id: null, opportunity_id: null, candidate_id: null, company_id: company, created_at: new Date().toISOString() }).returning('id').executeTakeFirst();
    expect(inserted?.id).toBeGreaterThan(0);
  });
});

import type { JobApplicationAnswer } from '@tandem/contract';
import { expect, it } from 'vitest';
import { signedInAgent } from '../../test/agent.ts';
import { describeEachDialect } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { down, up } from './0012_reply_deadlines.ts';
import * as sweepIndex from './0019_reply_sweep_index.ts';

describeEachDialect('migration 0012 (reply deadlines)', (ctx) => {
  it('gives rows already there a deadline 14 days after applying, replied when they moved or the organisation wrote', async () => {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent);
    const [waiting, moved, messaged] = await Promise.all([0, 1, 2].map(() => signedInAgent(ctx.app, 'candidate')));
    const applications: JobApplicationAnswer[] = [];
    for (const candidate of [waiting!, moved!, messaged!]) applications.push(await applyTo(candidate.agent, job.id));
    await org.agent.patch(`/api/job-applications/${applications[1]!.id}/`, { status: 'screening' });
    const conversation = ((await org.agent.get('/api/conversations/')).json().results as { id: number; application: number }[]).find(
      (row) => row.application === applications[2]!.id,
    );
    await org.agent.post(`/api/conversations/${conversation!.id}/messages/`, { body: 'Hello!' });
    const message = await ctx.db.selectFrom('messages').select('created_at').where('conversation_id', '=', conversation!.id).executeTakeFirstOrThrow();

    // 0019's index stands on 0012's columns: taken down first and put back after, as the migrator would.
    await sweepIndex.down(ctx.db);
    await down(ctx.db);
    await up(ctx.db);
    await sweepIndex.up(ctx.db);

    const rows = await ctx.db
      .selectFrom('job_applications')
      .select(['id', 'created_at', 'updated_at', 'reply_due_at', 'replied_at', 'reply_reminded_at'])
      .where('job_id', '=', job.id)
      .orderBy('id')
      .execute();
    for (const row of rows) expect(Date.parse(row.reply_due_at ?? '') - Date.parse(row.created_at)).toBe(14 * 86_400_000);
    expect(rows.map((row) => row.reply_due_at)).toEqual(rows.map((row) => new Date(Date.parse(row.created_at) + 14 * 86_400_000).toISOString()));
    expect(rows.map((row) => row.replied_at)).toEqual([null, rows[1]!.updated_at, message.created_at]);
    expect(rows.every((row) => row.reply_reminded_at === null)).toBe(true);
  });
});

import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { Agent } from '../test/agent.ts';
import { describeEachDialect, type TestContext } from '../test/app.ts';
import { createJob, signedInOrganisation } from '../test/factories/jobs.ts';

/**
 * A migration that adds columns while an instance keeps running (several instances, upgraded one by one): the
 * busiest calls (the session, the user, the company, the job list) must keep answering on the connections
 * that ran them before. Tried with PostgreSQL's named statements off (the default) and on.
 */
function survivesAddedColumns(ctx: TestContext) {
  it('keeps answering the busiest calls after columns are added under it', async () => {
    const org = await signedInOrganisation(ctx.app, 'recruiter');
    await createJob(org.agent);
    const userId = (await org.agent.get('/api/whoami/')).json().id as number;
    const calls = (agent: Agent) => [
      agent.get(`/api/users/${userId}/`),
      agent.get(`/api/company/${org.company.id}/`),
      agent.get('/api/jobprofile/'),
    ];
    // Run each call a few times, so every pooled connection that answers has its statements prepared.
    for (let round = 0; round < 3; round += 1) for (const response of await Promise.all(calls(org.agent))) expect(response.statusCode).toBe(200);

    const suffix = Math.random().toString(36).slice(2, 8);
    for (const table of ['users', 'sessions', 'companies', 'job_profiles']) {
      await sql.raw(`alter table ${table} add column added_${suffix} text`).execute(ctx.db);
    }

    const again = await signedInOrganisation(ctx.app, 'recruiter');
    for (let round = 0; round < 3; round += 1) {
      for (const response of await Promise.all(calls(org.agent))) expect(response.statusCode, response.body).toBe(200);
      expect((await again.agent.get('/api/whoami/')).statusCode).toBe(200);
    }
    const patched = await org.agent.patch(`/api/users/${userId}/`, { title: 'Still here' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(Object.keys(patched.json())).not.toContain(`added_${suffix}`);
    expect((await new Agent(ctx.app).get(`/api/company/${org.company.id}/`)).json()).not.toHaveProperty(`added_${suffix}`);
  });
}

describeEachDialect('A column added under a running instance', survivesAddedColumns);
describeEachDialect('A column added under a running instance, named statements on', survivesAddedColumns, { PG_NAMED_STATEMENTS: 'true' });

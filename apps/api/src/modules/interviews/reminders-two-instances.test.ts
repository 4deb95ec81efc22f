import type { InterviewAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/databases.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { signedInAgent } from '../../test/agent.ts';
import { testDatabaseUrl } from '../../test/required-in-ci.ts';

// The reminder is a task of the scheduler: on PostgreSQL two instances of one deployment (each its own pool and its own
// pg-boss worker on the shared queue) run it once per period between them, and the sweep's claim makes each interview
// reminded once even if both ran. Proven here end to end: both instances scheduling every second, one reminder each.
describe.runIf(testDatabaseUrl())('interview reminders with two instances on PostgreSQL', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { SCHEDULER_INTERVAL: '1s', INTERVIEW_REMINDER_BEFORE: '2h' });
    for (let i = 0; i < 2; i++) {
      // No db and no queue given: each instance opens its own pool and runs pg-boss, as a deployment does.
      const app = await buildApp({ config: database.config, logger: false });
      await app.ready();
      instances.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database?.cleanup();
  });

  async function bookedSoon(minutes: number) {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const owner = await signedInOrganisation(first);
    const candidate = await signedInAgent(second, 'candidate');
    const job = await createJob(owner.agent);
    const application = await applyTo(candidate.agent, job.id);
    const start = new Date(Date.now() + minutes * 60_000);
    const proposed = await owner.agent.post(`/api/job-applications/${application.id}/interviews/`, {
      slots: [{ start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() }],
      video_url: 'https://meet.example.org/x',
    });
    const interview = proposed.json() as InterviewAnswer;
    expect((await candidate.agent.post(`/api/interviews/${interview.id}/book/`, { slot: interview.slots[0]!.id })).statusCode).toBe(200);
    return { owner: owner.user.id, candidate: candidate.user.id };
  }

  const reminders = async (userId: number) =>
    Number(
      (
        await database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('kind', '=', 'interview_reminder')
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function eventually(condition: () => Promise<boolean>, withinMs = 20_000) {
    for (const started = Date.now(); !(await condition()); ) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('reminds each side of a booked interview once, however many periods and instances go by', async () => {
    const early = await bookedSoon(30);
    await eventually(async () => (await reminders(early.candidate)) >= 1 && (await reminders(early.owner)) >= 1);
    // A later interview's reminder is the fence: by the time it arrives, more periods have run on both instances.
    const later = await bookedSoon(45);
    await eventually(async () => (await reminders(later.candidate)) >= 1 && (await reminders(later.owner)) >= 1);
    expect([await reminders(early.candidate), await reminders(early.owner), await reminders(later.candidate), await reminders(later.owner)]).toEqual([1, 1, 1, 1]);
  }, 60_000);
});

/**
 * bench/scale.ts's last phase: the alert decision and the reply-deadline sweeps on the scale database, in this
 * process, with both instances stopped.
 */
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase } from '../../apps/api/src/db/database.ts';
import { sweepReplies, type SweepResult } from '../../apps/api/src/modules/replies/service.ts';
// app.matching's and app.replies's types: their plugins declare them, and app.ts's declarations no longer lead there.
import type {} from '../../apps/api/src/modules/matching/entry.ts';
import type {} from '../../apps/api/src/modules/replies/entry.ts';
import { postAlertJob, timeAlerts } from '../alerts.ts';
import { HeldQueue } from './held-queue.ts';
import { mostHeldSkills } from './scale-seed.ts';

/** The scheduler's default interval (SCHEDULER_INTERVAL): the steady sweep runs this long after the one before. */
const SWEEP_INTERVAL_MS = 60_000;

export type TimedSweep = SweepResult & { ms: number; open: number };

export interface Timed {
  loadMs: number;
  searches: number;
  alerts: Awaited<ReturnType<typeof timeAlerts>>;
  /** The first sweep after the outage (the backlog it left), then the next, one interval later (steady state). */
  afterOutage: TimedSweep;
  steady: TimedSweep;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The alert decision and the reply sweeps, the app built as server.ts builds it (engine filled before anything is
 * timed), its scheduler held off and a memory queue that holds what is queued (the e-mails the alert and the
 * sweeps queue are counted, not sent: sending is the queue's work, and not what is timed).
 */
export async function alertsAndSweeps(databaseUrl: string, dataDir: string, owner: { org: number; company: number }, replyWindow: string): Promise<Timed> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dataDir, 'timed'),
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    SCHEDULER_INTERVAL: '1d',
    REPLY_WINDOW: replyWindow,
  });
  const db = createDatabase(config.database);
  const queue = new HeldQueue(Fastify({ logger: false }).log);
  const app = await buildApp({ config, db, logger: false, queue });
  try {
    const loadStarted = performance.now();
    await app.ready();
    await app.matching.sync();
    const loadMs = performance.now() - loadStarted;
    const searches = await db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const skills = await mostHeldSkills(db, 4);
    const jobId = await postAlertJob(db, 1, owner, skills);
    const alerts = await timeAlerts(app, jobId);
    console.log(`alerts for a new job asking for ${skills.join(', ')}: ${alerts.outcome.candidates} candidates at 50 or more, ${alerts.outcome.instant} told at once and ${alerts.outcome.daily} in the digest; decide (rank + find) ${alerts.decideMs.toFixed(0)} ms, write ${alerts.writeMs.toFixed(0)} ms`);
    const sweep = async (label: string, now: Date): Promise<TimedSweep> => {
      const open = await db.selectFrom('job_applications').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'applied').executeTakeFirstOrThrow();
      const started = performance.now();
      const swept = await sweepReplies(db, app.notifier, app.replies, now);
      const timed = { ...swept, ms: performance.now() - started, open: Number(open.n) };
      console.log(`reply sweep, ${label}: over ${timed.open} open applications, ${timed.lapsed} lapsed and ${timed.reminded} reminded in ${seconds(timed.ms)}`);
      return timed;
    };
    const afterOutage = await sweep('after the outage', new Date());
    const steady = await sweep('one interval later', new Date(Date.now() + SWEEP_INTERVAL_MS));
    console.log(`queued and held (not sent): ${queue.held.length} jobs`);
    return { loadMs, searches: Number(searches.n), alerts, afterOutage, steady };
  } finally {
    await app.close();
    await db.destroy();
  }
}

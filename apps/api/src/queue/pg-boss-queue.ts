import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { FIRST_RETRY_MS, JOB_ATTEMPTS, type JobData, type JobHandler, type JobQueue, type SendOptions } from './types.ts';

/** A job running longer than this is taken for a crashed instance's and runs again elsewhere. */
const EXPIRE_SECONDS = 15 * 60;
/** How often an idle worker asks for work, and how many jobs it takes at once (pg-boss waits a period per fetch). */
const POLL_SECONDS = 1;
const BATCH = 20;

/**
 * The queue of a deployment on PostgreSQL without Redis: pg-boss keeps jobs in tables of their own, so a job is
 * taken by exactly one instance (SELECT ... FOR UPDATE SKIP LOCKED), survives restarts, is retried with
 * exponential backoff when its handler throws, and runs again when the instance running it dies.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'postgres';
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #periods = new Map<string, number>();
  readonly #timers = new Set<NodeJS.Timeout>();
  /** This instance's worker per job name: told at once of a job sent here instead of waiting for its next poll. */
  readonly #workers = new Map<string, string>();
  #started = false;

  readonly #expireSeconds: number;

  constructor(
    connectionString: string,
    schema: string,
    private readonly log: FastifyBaseLogger,
    /** Tests shorten how long a crashed instance's job waits before it runs again. */
    tuning: { expireSeconds?: number; maintenanceSeconds?: number } = {},
  ) {
    this.#expireSeconds = tuning.expireSeconds ?? EXPIRE_SECONDS;
    this.#boss = new PgBoss({
      connectionString,
      schema,
      max: 4,
      supervise: true,
      schedule: false,
      ...(tuning.maintenanceSeconds ? { maintenanceIntervalSeconds: tuning.maintenanceSeconds } : {}),
    });
    this.#boss.on('error', (err) => log.error({ err }, 'job queue error'));
  }

  work<T extends JobData>(name: string, handler: JobHandler<T>): void {
    this.#handlers.set(name, handler as JobHandler);
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<void> {
    // The 'short' policy keeps one queued job per key; a job sent without a key gets a key of its own.
    await this.#boss.send(name, data, {
      singletonKey: options.key ?? randomUUID(),
      ...(options.delayMs ? { startAfter: new Date(Date.now() + options.delayMs) } : {}),
    });
    const worker = this.#workers.get(name);
    if (worker && !options.delayMs) this.#boss.notifyWorker(worker);
  }

  every(name: string, periodMs: number): void {
    this.#periods.set(name, periodMs);
  }

  async start(): Promise<void> {
    // Instances starting together race to create pg-boss's tables and queues: a deadlock there is tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#prepare();
        break;
      } catch (error) {
        if (attempt >= 5 || !/deadlock|duplicate key|already exists/i.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
    this.#started = true;
    await this.#startWorkers();
  }

  async #prepare(): Promise<void> {
    await this.#boss.start();
    const names = new Set([...this.#handlers.keys(), ...this.#periods.keys()]);
    for (const name of names) {
      if (await this.#boss.getQueue(name)) continue;
      await this.#boss.createQueue(name, {
        name,
        policy: 'short',
        retryLimit: JOB_ATTEMPTS - 1,
        retryDelay: FIRST_RETRY_MS / 1000,
        retryBackoff: true,
        expireInSeconds: this.#expireSeconds,
      });
    }
  }

  async #startWorkers(): Promise<void> {
    for (const [name, handler] of this.#handlers) {
      const id = await this.#boss.work<JobData>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH }, async (jobs) => {
        // Each job of the batch succeeds or fails alone: a failed one is marked here (pg-boss retries it with
        // backoff), and pg-boss then completes the rest.
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data);
            } catch (error) {
              this.log.warn({ job: name, err: error }, 'background job failed; pg-boss retries it with backoff');
              await this.#boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }),
        );
      });
      this.#workers.set(name, id);
    }
    // Every instance offers the periodic job; one per period slot is stored (singletonSeconds), so it runs once.
    for (const [name, periodMs] of this.#periods) {
      const offer = () =>
        void this.#boss
          .send(name, {}, { singletonKey: 'every', singletonSeconds: Math.max(1, Math.round(periodMs / 1000)) })
          .catch((err: unknown) => this.log.error({ err, job: name }, 'could not queue a periodic job'));
      const timer = setInterval(offer, periodMs);
      timer.unref();
      this.#timers.add(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.clear();
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** What a crash looks like to the others: the connections go, running jobs are left active (tests). */
  async crash(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#started = false;
    await this.#boss.stop({ graceful: false, wait: false });
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    const names = new Set([...this.#handlers.keys(), ...this.#periods.keys()]);
    for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
      let waiting = 0;
      for (const name of names) waiting += await this.#boss.getQueueSize(name, { before: 'completed' });
      if (waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

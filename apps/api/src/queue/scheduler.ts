import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './types.ts';

export type ScheduledTask = () => Promise<void>;

/** Job names of scheduled tasks start with this, so they never meet a feature's own jobs. */
const PREFIX = 'scheduled.';

/**
 * Repeatable jobs on the deployment's queue (docs/product.md section C12): each task runs every SCHEDULER_INTERVAL,
 * once per deployment however many instances run, because it is a periodic job of the queue (the in-process timer
 * on SQLite, one stored job per period on pg-boss, a BullMQ job scheduler in Redis). A run still going on this
 * instance when the next one comes is not doubled: the next is skipped. Tasks are written to be safe to run twice
 * anyway (their updates are conditional), since a crashed instance's run is run again elsewhere.
 */
export class Scheduler {
  readonly #running = new Set<string>();
  readonly #names = new Set<string>();

  constructor(
    private readonly queue: JobQueue,
    readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers a task; call it while plugins register, before the queue starts. */
  repeat(name: string, task: ScheduledTask): void {
    if (this.#names.has(name)) throw new Error(`the scheduled task ${name} is registered twice`);
    this.#names.add(name);
    this.queue.work(PREFIX + name, async () => {
      if (this.#running.has(name)) {
        this.log.warn({ task: name }, 'a scheduled task is still running from the last period; this run is skipped');
        return;
      }
      this.#running.add(name);
      const started = Date.now();
      try {
        await task();
        this.log.debug({ task: name, ms: Date.now() - started }, 'scheduled task ran');
      } finally {
        this.#running.delete(name);
      }
    });
    this.queue.every(PREFIX + name, this.intervalMs);
  }

  /** The tasks registered, by name (health and tests). */
  get tasks(): readonly string[] {
    return [...this.#names];
  }
}

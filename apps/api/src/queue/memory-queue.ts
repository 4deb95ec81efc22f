import type { FastifyBaseLogger } from 'fastify';
import { FIRST_RETRY_MS, JOB_ATTEMPTS, type JobData, type JobHandler, type JobQueue, type SendOptions } from './types.ts';

interface Pending {
  name: string;
  data: JobData;
  key: string | undefined;
  attempt: number;
}

/**
 * The queue of the embedded deployment: one process, so jobs run in it, one at a time per name. Nothing here
 * survives a restart, which is why work that must not be lost keeps its own row in the database (the mail
 * outbox) and the periodic sweeps read their work from the database rather than from queued data.
 */
export class MemoryQueue implements JobQueue {
  readonly kind = 'memory';
  readonly #handlers = new Map<string, JobHandler>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #keys = new Set<string>();
  #running = 0;
  /** Jobs waiting for their time (a delay or a retry's backoff). */
  #queuedCount = 0;
  #stopped = true;
  #waiters: (() => void)[] = [];
  /** Jobs sent with a delay that have not come due: a stop drops them rather than wait (see stop). */
  readonly #delayed = new Set<NodeJS.Timeout>();

  constructor(private readonly log: FastifyBaseLogger) {}

  work<T extends JobData>(name: string, handler: JobHandler<T>): void {
    this.#handlers.set(name, handler as JobHandler);
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<void> {
    if (options.key !== undefined) {
      const key = `${name}:${options.key}`;
      if (this.#keys.has(key)) return;
      this.#keys.add(key);
    }
    this.#later({ name, data, key: options.key === undefined ? undefined : `${name}:${options.key}`, attempt: 1 }, options.delayMs ?? 0, (options.delayMs ?? 0) > 0);
  }

  every(name: string, periodMs: number): void {
    const timer = setInterval(() => void this.send(name, {}, { key: 'every' }), periodMs);
    timer.unref();
    this.#timers.add(timer);
  }

  async start(): Promise<void> {
    this.#stopped = false;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.clear();
    // A job asked for later (a message's e-mail waiting minutes for its read check) would hold the stop for the whole
    // drain: it is dropped instead, as a restart drops everything here; its work keeps its own row (the outbox).
    for (const timer of this.#delayed) {
      clearTimeout(timer);
      this.#queuedCount--;
    }
    this.#delayed.clear();
    this.#settle();
    await this.drain(10_000);
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    if (this.#running === 0 && this.#queuedCount === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  #later(job: Pending, delayMs: number, asked = false): void {
    this.#queuedCount++;
    // unref: a waiting job does not keep a finished process (or a test run) alive.
    const timer = setTimeout(() => {
      this.#delayed.delete(timer);
      this.#queuedCount--;
      void this.#run(job);
    }, delayMs).unref();
    if (asked) this.#delayed.add(timer);
  }

  async #run(job: Pending): Promise<void> {
    if (job.key !== undefined) this.#keys.delete(job.key);
    const handler = this.#handlers.get(job.name);
    if (this.#stopped || !handler) {
      if (!handler) this.log.error({ job: job.name }, 'no handler for a queued job');
      return this.#settle();
    }
    this.#running++;
    try {
      await handler(job.data);
    } catch (error) {
      if (job.attempt < JOB_ATTEMPTS) {
        const delay = FIRST_RETRY_MS * 2 ** (job.attempt - 1);
        this.log.warn({ job: job.name, attempt: job.attempt, err: error }, `background job failed; retrying in ${delay} ms`);
        this.#later({ ...job, attempt: job.attempt + 1 }, delay);
      } else {
        this.log.error({ job: job.name, attempts: job.attempt, err: error }, 'background job failed for good');
      }
    } finally {
      this.#running--;
      this.#settle();
    }
  }

  #settle(): void {
    if (this.#running > 0 || this.#queuedCount > 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { FIRST_RETRY_MS, JOB_ATTEMPTS, type JobData, type JobHandler, type JobQueue, type SendOptions } from './types.ts';

/** Jobs of all names share one BullMQ queue; the worker picks the handler by the job's name. */
const QUEUE_NAME = 'jobs';
const CONCURRENCY = 4;

/**
 * The queue of a deployment with REDIS_URL: BullMQ. A job is taken by one worker; a handler that throws is
 * retried with exponential backoff; a job whose worker died (its lock expired) is noticed as stalled and runs
 * again; periodic jobs are BullMQ job schedulers, stored once in Redis whatever the number of instances.
 */
export class BullMqQueue implements JobQueue {
  readonly kind = 'redis';
  readonly #handlers = new Map<string, JobHandler>();
  readonly #periods = new Map<string, number>();
  readonly #connection: Redis;
  readonly #workerConnection: Redis;
  readonly #queue: Queue;
  #worker: Worker | undefined;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly workerOptions: { stalledIntervalMs?: number; lockDurationMs?: number } = {},
  ) {
    // Sending fails at once while Redis is away (the call answers 503, lib/outage.ts) instead of waiting in
    // ioredis's offline queue; the worker's connection waits and retries for ever (BullMQ's blocking commands
    // need maxRetriesPerRequest: null), so the queue resumes by itself when Redis is back.
    this.#connection = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.#workerConnection = new Redis(url, { maxRetriesPerRequest: null });
    // Unheard, ioredis prints every failed reconnection; heard, each is one log line of ours.
    for (const connection of [this.#connection, this.#workerConnection]) {
      connection.on('error', (err: Error) => log.warn({ err }, 'job queue: Redis connection error'));
    }
    this.#queue = new Queue(QUEUE_NAME, {
      connection: this.#connection,
      prefix,
      defaultJobOptions: {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: FIRST_RETRY_MS },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    });
    this.#queue.on('error', (err) => log.error({ err }, 'job queue error'));
  }

  work<T extends JobData>(name: string, handler: JobHandler<T>): void {
    this.#handlers.set(name, handler as JobHandler);
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<void> {
    // A job id that is still stored is not added again: that is the key's "one queued job".
    await this.#queue.add(name, data, {
      ...(options.key === undefined ? {} : { jobId: `${name}.${options.key}` }),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
    });
  }

  every(name: string, periodMs: number): void {
    this.#periods.set(name, periodMs);
  }

  async start(): Promise<void> {
    for (const [name, periodMs] of this.#periods) await this.#queue.upsertJobScheduler(name, { every: periodMs }, { name, data: {} });
    this.#worker = new Worker(
      QUEUE_NAME,
      async (job) => {
        const handler = this.#handlers.get(job.name);
        if (!handler) throw new Error(`no handler for background job ${job.name}`);
        await handler(job.data as JobData);
      },
      {
        connection: this.#workerConnection,
        prefix: this.prefix,
        concurrency: CONCURRENCY,
        ...(this.workerOptions.stalledIntervalMs ? { stalledInterval: this.workerOptions.stalledIntervalMs } : {}),
        ...(this.workerOptions.lockDurationMs ? { lockDuration: this.workerOptions.lockDurationMs } : {}),
      },
    );
    this.#worker.on('failed', (job, err) => this.log.warn({ job: job?.name, attempt: job?.attemptsMade, err }, 'background job failed'));
    this.#worker.on('error', (err) => this.log.error({ err }, 'job worker error'));
  }

  reachable(): boolean {
    return this.#connection.status === 'ready';
  }

  async stop(): Promise<void> {
    await this.#worker?.close();
    this.#worker = undefined;
    await this.#queue.close();
    await this.#connection.quit().catch(() => undefined);
    await this.#workerConnection.quit().catch(() => undefined);
  }

  /** What a crash looks like to the others: the worker goes without finishing or releasing its job (tests). */
  async crash(): Promise<void> {
    await this.#worker?.close(true);
    this.#worker = undefined;
    await this.#queue.close();
    this.#connection.disconnect();
    this.#workerConnection.disconnect();
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
      const counts = await this.#queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

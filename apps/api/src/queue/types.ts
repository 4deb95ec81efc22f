/** A job's data: plain JSON, since the PostgreSQL and Redis queues store it as such. */
export type JobData = { readonly [key: string]: string | number | boolean | null | readonly (string | number)[] };

export type JobHandler<T extends JobData = JobData> = (data: T) => Promise<void>;

export interface SendOptions {
  /** Jobs with the same key that are still queued are one job: a second send is dropped. */
  readonly key?: string;
  /** Run no sooner than this many milliseconds from now. */
  readonly delayMs?: number;
}

/**
 * Background work (docs/product.md section C9): each job runs once in the deployment, however many instances there are;
 * a handler that throws is retried with backoff; a job cut short by a crash runs again. One implementation per
 * deployment kind: in this process (SQLite), pg-boss (PostgreSQL), BullMQ (REDIS_URL).
 */
export interface JobQueue {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Handles jobs of this name on this instance. Register every handler before the app is ready. */
  work<T extends JobData>(name: string, handler: JobHandler<T>): void;
  /** Queues a job; resolves once it is stored, not once it has run. */
  send(name: string, data: JobData, options?: SendOptions): Promise<void>;
  /** Runs the job `name` (with empty data) every period, once per deployment per period. */
  every(name: string, periodMs: number): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  /** Whether the queue's own connection is up, for `GET /api/health/ready/` (absent: it has none of its own). */
  reachable?(): boolean;
  /** Resolves when nothing is queued or running on this instance's view of the queue (tests, shutdown). */
  drain(timeoutMs?: number): Promise<void>;
}

/** How often a failed job is tried in all, and the first retry's delay (doubled each time). */
export const JOB_ATTEMPTS = 5;
export const FIRST_RETRY_MS = 2_000;

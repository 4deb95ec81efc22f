import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { Listeners } from './listeners.ts';
import type { Bus, BusListener, BusMessage, Executor } from './types.ts';

/** A fence is this instance's own NOTIFY, sent to learn that everything before it has arrived. */
type Fence = { readonly t: 'fence'; readonly origin: string; readonly n: number };

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** How long settle() waits for its fence before giving up (the connection is then being replaced anyway). */
const FENCE_TIMEOUT_MS = 2_000;

/**
 * The bus of several instances on PostgreSQL: LISTEN/NOTIFY on one channel per schema. PostgreSQL delivers a
 * notification only when its transaction commits, to every listener, in commit order; so a change committed
 * late is delivered late, never skipped (which a cursor over ids cannot promise). A dropped connection may have
 * missed notifications: once it is back, listeners hear `reset` and read everything from the database.
 */
export class PostgresBus implements Bus {
  readonly local = false;
  readonly #listeners: Listeners;
  readonly #origin = randomUUID();
  #channel = '';
  #client: pg.Client | undefined;
  #closing = false;
  #fence = 0;
  #published = false;
  readonly #fenceWaiters = new Map<number, () => void>();
  #reconnectDelay = RECONNECT_FIRST_MS;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#listeners = new Listeners((err) => log.error({ err }, 'a bus listener failed'));
  }

  async start(): Promise<void> {
    await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    await client.connect();
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    // One channel per schema, so test suites sharing a database (a schema each) do not hear each other.
    this.#channel = `tandem_bus_${rows[0]?.schema ?? 'public'}`;
    client.on('notification', (notification) => {
      if (notification.channel === this.#channel && notification.payload) this.#receive(notification.payload);
    });
    await client.query(`listen "${this.#channel.replaceAll('"', '""')}"`);
    this.#client = client;
    this.#reconnectDelay = RECONNECT_FIRST_MS;
  }

  #lost(client: pg.Client, err?: Error): void {
    if (this.#client !== client || this.#closing) return;
    this.#client = undefined;
    this.log.warn({ err }, 'bus connection lost; reconnecting');
    client.end().catch(() => undefined);
    this.#releaseFences();
    const retry = (): void => {
      if (this.#closing) return;
      this.#connect().then(
        () => {
          this.log.info('bus connection back; state kept in memory is read again');
          this.#listeners.reset();
        },
        (error: unknown) => {
          this.log.warn({ err: error }, `bus reconnect failed; next try in ${this.#reconnectDelay} ms`);
          this.#reconnectDelay = Math.min(RECONNECT_MAX_MS, this.#reconnectDelay * 2);
          setTimeout(retry, this.#reconnectDelay).unref();
        },
      );
    };
    setTimeout(retry, this.#reconnectDelay).unref();
  }

  #receive(payload: string): void {
    let message: BusMessage | Fence;
    try {
      message = JSON.parse(payload) as BusMessage | Fence;
    } catch {
      this.log.error('unreadable bus message ignored');
      return;
    }
    if (message.t === 'fence') {
      if (message.origin !== this.#origin) return;
      for (const [n, wake] of this.#fenceWaiters) {
        if (n > message.n) break;
        this.#fenceWaiters.delete(n);
        wake();
      }
      return;
    }
    this.#listeners.deliver(message);
  }

  async publish(db: Executor, message: BusMessage): Promise<void> {
    this.#published = true;
    await sql`select pg_notify(${this.#channel}, ${JSON.stringify(message)})`.execute(db);
  }

  async publishMany(db: Executor, messages: readonly BusMessage[]): Promise<void> {
    if (messages.length === 0) return;
    this.#published = true;
    // One statement for the lot, in the array's order; each message is still its own NOTIFY (under its 8,000 bytes).
    const payloads = messages.map((message) => JSON.stringify(message));
    await sql`select pg_notify(${this.#channel}, payload) from unnest(${payloads}::text[]) as payload`.execute(db);
  }

  on(listener: BusListener): () => void {
    return this.#listeners.on(listener);
  }

  onReset(listener: () => void): () => void {
    return this.#listeners.onReset(listener);
  }

  /**
   * Sends a fence on the listening connection and waits for it to come back: notifications arrive in commit
   * order, so every message this instance published in a transaction that has committed is in by then.
   */
  async settle(): Promise<void> {
    const client = this.#client;
    if (!this.#published || !client) return;
    this.#published = false;
    const n = ++this.#fence;
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#fenceWaiters.delete(n);
        resolve();
      }, FENCE_TIMEOUT_MS);
      timer.unref();
      this.#fenceWaiters.set(n, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const fence: Fence = { t: 'fence', origin: this.#origin, n };
    await client.query('select pg_notify($1, $2)', [this.#channel, JSON.stringify(fence)]).catch(() => this.#releaseFences());
    await arrived;
  }

  #releaseFences(): void {
    for (const wake of this.#fenceWaiters.values()) wake();
    this.#fenceWaiters.clear();
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#releaseFences();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}

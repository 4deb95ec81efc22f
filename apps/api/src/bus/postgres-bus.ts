import { hash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { Acknowledgements } from './acknowledgements.ts';
import { Listeners } from './listeners.ts';
import type { Bus, BusListener, BusMessage, Executor, Revocation } from './types.ts';

/** A fence is this instance's own NOTIFY, sent to learn that everything before it has arrived. */
type Fence = { readonly t: 'fence'; readonly origin: string; readonly n: number };
/** Who published a revocation, and its number there: each instance that applies it answers with an Ack. */
type Ask = { readonly from: string; readonly n: number };
type Ack = { readonly t: 'ack'; readonly to: string; readonly n: number; readonly from: string };
type Wire = Fence | Ack | (BusMessage & { readonly ask?: Ask });

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;
/** How long settle() waits for its fence before giving up (the connection is then being replaced anyway). */
const FENCE_TIMEOUT_MS = 2_000;
/**
 * How long a revocation's publisher waits for every live instance to apply it before answering anyway (with a
 * warning). Longer than a session is kept in memory (SESSION_KEPT_MS), so even an instance that never answered
 * holds no copy read before the commit by then.
 */
export const REVOCATION_TIMEOUT_MS = 2_000;
/** The listening connection's application_name: `tb:<origin>:<tag>`, found in pg_stat_activity by the tag. */
const NAME_PREFIX = 'tb:';

/**
 * The bus of several instances on PostgreSQL: LISTEN/NOTIFY on one channel per schema. PostgreSQL delivers a
 * notification only when its transaction commits, to every listener, in commit order; so a change committed
 * late is delivered late, never skipped (which a cursor over ids cannot promise). A dropped connection may have
 * missed notifications: once it is back, listeners hear `reset` and read everything from the database.
 *
 * A revocation (a session ended, a user changed or deleted) is acknowledged: every instance that applies it
 * answers with a NOTIFY to its publisher, who waits after the commit until every live instance has. The live
 * instances are the listening connections of the channel in pg_stat_activity (each named `tb:<origin>:<tag of
 * the channel>` once it listens), so a dead instance, whose connection is gone, is not waited for; no
 * heartbeat table to keep.
 */
export class PostgresBus implements Bus {
  readonly local = false;
  readonly #listeners: Listeners;
  /** 48 random bits: unique among the instances, and short enough for application_name (63 bytes). */
  readonly #origin = randomBytes(6).toString('hex');
  readonly #acks = new Acknowledgements();
  #channel = '';
  #tag = '';
  #client: pg.Client | undefined;
  #closing = false;
  #listening = false;
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

  /** False from a lost connection until it is back and every listener has dropped what it kept. */
  get listening(): boolean {
    return this.#listening;
  }

  /** The listening connection's application_name (tests cut it by that name). */
  get connectionName(): string {
    return `${NAME_PREFIX}${this.#origin}:${this.#tag}`;
  }

  async start(): Promise<void> {
    await this.#connect();
    this.#listening = true;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client));
    await client.connect();
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    // One channel per schema, so test suites sharing a database (a schema each) do not hear each other.
    this.#channel = `tandem_bus_${rows[0]?.schema ?? 'public'}`;
    this.#tag = hash('sha256', this.#channel, 'hex').slice(0, 12);
    client.on('notification', (notification) => {
      if (notification.channel === this.#channel && notification.payload) this.#receive(notification.payload, client);
    });
    await client.query(`listen "${this.#channel.replaceAll('"', '""')}"`);
    // Named only once it listens: a publisher waits for the named connections, which must hear what it sends.
    await client.query(`set application_name = '${this.connectionName}'`);
    this.#client = client;
    this.#reconnectDelay = RECONNECT_FIRST_MS;
    return client;
  }

  #lost(client: pg.Client, err?: Error): void {
    if (this.#client !== client || this.#closing) return;
    this.#client = undefined;
    this.#listening = false;
    this.log.warn({ err }, 'bus connection lost; reconnecting');
    client.end().catch(() => undefined);
    this.#releaseFences();
    const retry = (): void => {
      if (this.#closing) return;
      this.#connect().then(
        (back) => {
          this.log.info('bus connection back; state kept in memory is read again');
          this.#listeners.reset();
          if (this.#client === back) this.#listening = true;
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

  #receive(payload: string, client: pg.Client): void {
    let message: Wire;
    try {
      message = JSON.parse(payload) as Wire;
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
    if (message.t === 'ack') {
      if (message.to === this.#origin) this.#acks.heard(message.n, message.from);
      return;
    }
    this.#listeners.deliver(message);
    if (message.ask) this.#acknowledge(message.ask, client);
  }

  /** Says that a revocation was applied here: to its publisher, who may be this instance. */
  #acknowledge(ask: Ask, client: pg.Client): void {
    if (ask.from === this.#origin) {
      this.#acks.heard(ask.n, this.#origin);
      return;
    }
    const ack: Ack = { t: 'ack', to: ask.from, n: ask.n, from: this.#origin };
    client.query('select pg_notify($1, $2)', [this.#channel, JSON.stringify(ack)]).catch(() => undefined);
  }

  async publish(db: Executor, message: BusMessage): Promise<void> {
    await this.#send(db, message);
  }

  async publishRevocation(db: Executor, message: Revocation): Promise<number> {
    const n = this.#acks.next();
    await this.#send(db, { ...message, ask: { from: this.#origin, n } });
    return n;
  }

  async #send(db: Executor, message: Wire): Promise<void> {
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

  /**
   * Waits, at most REVOCATION_TIMEOUT_MS, until every instance listening now has applied these revocations.
   * Without a connection of its own this instance cannot hear the answers, so it waits the whole bound: by
   * then no instance answers from a copy read before the revocation.
   */
  async revoked(numbers: readonly number[]): Promise<void> {
    if (numbers.length === 0) return;
    const live = await this.#liveInstances();
    const expected = live ?? new Set([`${this.#origin} (not listening)`]);
    const missing = await this.#acks.wait(numbers, expected, REVOCATION_TIMEOUT_MS);
    if (this.#closing || missing.length === 0) return;
    if (!live) this.log.warn('a revocation was published while the bus connection was down; waited for other instances to drop kept copies');
    else this.log.warn({ missing }, `${missing.length} of ${live.size} instances did not confirm a revocation within ${REVOCATION_TIMEOUT_MS} ms`);
  }

  /** The origins of the connections listening on this channel, or undefined when this instance cannot ask. */
  async #liveInstances(): Promise<Set<string> | undefined> {
    const client = this.#client;
    if (!client) return undefined;
    try {
      const { rows } = await client.query<{ name: string }>(
        'select application_name as name from pg_stat_activity where datname = current_database() and application_name like $1',
        [`${NAME_PREFIX}%:${this.#tag}`],
      );
      return new Set(rows.map((row) => row.name.slice(NAME_PREFIX.length, NAME_PREFIX.length + this.#origin.length)));
    } catch {
      return undefined;
    }
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
    this.#listening = false;
    this.#releaseFences();
    this.#acks.releaseAll();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}

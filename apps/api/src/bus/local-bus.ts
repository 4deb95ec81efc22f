import type { FastifyBaseLogger } from 'fastify';
import { Listeners } from './listeners.ts';
import type { Bus, BusListener, BusMessage, Executor, Revocation } from './types.ts';

/**
 * The bus of the embedded deployment: one process, so a message is delivered here, at once. It may arrive
 * before its transaction commits, which is safe on SQLite: there is one connection, so whatever a listener
 * reads from the database waits for that transaction to end.
 */
export class LocalBus implements Bus {
  readonly local = true;
  readonly listening = true;
  readonly #listeners: Listeners;

  constructor(log: FastifyBaseLogger) {
    this.#listeners = new Listeners((err) => log.error({ err }, 'a bus listener failed'));
  }

  async publish(_db: Executor, message: BusMessage): Promise<void> {
    this.#listeners.deliver(message);
  }

  async publishMany(_db: Executor, messages: readonly BusMessage[]): Promise<void> {
    for (const message of messages) this.#listeners.deliver(message);
  }

  on(listener: BusListener): () => void {
    return this.#listeners.on(listener);
  }

  onReset(listener: () => void): () => void {
    return this.#listeners.onReset(listener);
  }

  /** Delivered here at once, so applied by the time the call returns: nothing to wait for. */
  async publishRevocation(db: Executor, message: Revocation): Promise<number> {
    await this.publish(db, message);
    return 0;
  }

  async revoked(): Promise<void> {}
  async settle(): Promise<void> {}
  async start(): Promise<void> {}
  async close(): Promise<void> {}
}

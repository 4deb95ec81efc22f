import type { BusListener, BusMessage } from './types.ts';

/** The listeners of one bus; a listener that throws is logged and does not stop the others. */
export class Listeners {
  readonly #messages = new Set<BusListener>();
  readonly #resets = new Set<() => void>();

  constructor(private readonly onError: (error: unknown) => void) {}

  on(listener: BusListener): () => void {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.#resets.add(listener);
    return () => this.#resets.delete(listener);
  }

  deliver(message: BusMessage): void {
    for (const listener of this.#messages) {
      try {
        listener(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  reset(): void {
    for (const listener of this.#resets) {
      try {
        listener();
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

/**
 * EventSource for jsdom, which has none: records every stream opened and lets a test send it events. Only for
 * tests outside the browser; Playwright uses the real one.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  readonly #listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The streams not closed yet. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    const listeners = this.#listeners.get(type) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(type, listeners);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.#listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Delivers a server event: `data` is sent as JSON, as the stream writes it. */
  emit(type: string, data: unknown, lastEventId = ''): void {
    if (type === 'ready') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    this.#listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** A failure the browser does not retry (an error answer): the stream is closed. */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.#listeners.get('error')?.forEach((listener) => listener(new Event('error')));
  }
}

import { useEffect, useRef } from 'react';

// One EventSource per page for GET /api/stream/ (docs/product.md section C11, the bell): every screen that wants live
// events subscribes here instead of opening its own stream, because the server keeps only a few streams per user
// (STREAMS_PER_USER) and closes the oldest first. The stream opens with the first subscriber and closes with the
// last. A dropped connection is retried by EventSource itself (with Last-Event-ID); only an answer it will not
// retry (a 502 during a deploy) closes it, and then it is opened again after a pause.
export const STREAM_URL = '/api/stream/';
const REOPEN_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export type LiveEventName = 'notification' | 'message' | 'ready';
const EVENT_NAMES: readonly LiveEventName[] = ['notification', 'message', 'ready'];
type Handler = (data: unknown) => void;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The page's live events: the stream, its subscribers and what it has seen, in one object instead of module-level
 * variables, so a test can make a fresh one (`new LiveEvents()`). The page uses the one instance below, through the
 * functions exported after it.
 */
export class LiveEvents {
  private readonly handlers = new Map<LiveEventName, Set<Handler>>();
  private source: EventSource | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /**
   * When the current stream was opened, and when it first said 'ready' (0 until it has): the server sends 'ready'
   * once it has registered the stream, so only events after that moment reach it; a reconnection of the same
   * EventSource is replayed from its Last-Event-ID and keeps the first time.
   */
  private openedAt = 0;
  private readyAt = 0;
  /** When each kind of event last arrived, listened to or not: a late subscriber can tell what it missed. */
  private readonly lastEventAt = new Map<LiveEventName, number>();

  private subscriberCount() {
    return [...this.handlers.values()].reduce((total, set) => total + set.size, 0);
  }

  private open() {
    const stream = new EventSource(STREAM_URL);
    this.source = stream;
    this.openedAt = Date.now();
    this.readyAt = 0;
    for (const name of EVENT_NAMES) {
      stream.addEventListener(name, (event) => {
        if (this.source !== stream) return;
        this.lastEventAt.set(name, Date.now());
        if (name === 'ready') {
          this.failures = 0;
          if (this.readyAt === 0) this.readyAt = Date.now();
        }
        const data = parse((event as MessageEvent<string>).data);
        for (const handler of this.handlers.get(name) ?? []) handler(data);
      });
    }
    stream.addEventListener('error', () => {
      if (stream.readyState !== EventSource.CLOSED || this.source !== stream) return;
      this.source = null;
      const delay = REOPEN_DELAYS_MS[Math.min(this.failures, REOPEN_DELAYS_MS.length - 1)];
      this.failures += 1;
      this.reopenTimer = setTimeout(() => {
        this.reopenTimer = undefined;
        if (this.subscriberCount() > 0 && !this.source) this.open();
      }, delay);
    });
  }

  /** The stream, if one is open: when it was opened (Date.now()) and when the server first said 'ready' (0: not yet). */
  streamState(): { openedAt: number; readyAt: number } | undefined {
    return this.source ? { openedAt: this.openedAt, readyAt: this.readyAt } : undefined;
  }

  /** When the last `name` event arrived (0 if none has), whether anyone was listening or not. */
  lastEventAtOf(name: LiveEventName): number {
    return this.lastEventAt.get(name) ?? 0;
  }

  /** Calls `handler` with each `name` event's parsed data until the returned function is called. */
  subscribe(name: LiveEventName, handler: Handler): () => void {
    if (typeof EventSource === 'undefined') return () => undefined;
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler);
    if (!this.source && this.reopenTimer === undefined) this.open();
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      set.delete(handler);
      if (this.subscriberCount() > 0) return;
      this.source?.close();
      this.source = null;
      clearTimeout(this.reopenTimer);
      this.reopenTimer = undefined;
      this.failures = 0;
      this.handlers.clear();
    };
  }
}

/** The page's one instance (one EventSource per page). */
const pageLiveEvents = new LiveEvents();

/** The page's stream, if one is open: when it was opened (Date.now()) and when the server first said 'ready' (0: not yet). */
export const liveStreamState = () => pageLiveEvents.streamState();

/** When the last `name` event arrived on this page (0 if none has), whether anyone was listening or not. */
export const lastLiveEventAt = (name: LiveEventName) => pageLiveEvents.lastEventAtOf(name);

/** Calls `handler` with each `name` event's parsed data until the returned function is called. */
export const subscribeLive = (name: LiveEventName, handler: Handler) => pageLiveEvents.subscribe(name, handler);

/** Subscribes a component to a live event; the latest `handler` is called, without resubscribing each render. */
export function useLiveEvent(name: LiveEventName, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(name, (data) => latest.current(data)), [name]);
}

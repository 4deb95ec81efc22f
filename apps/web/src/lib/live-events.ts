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

const handlers = new Map<LiveEventName, Set<Handler>>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** When the current stream was opened and whether it has said 'ready', for subscribers that join it late. */
let openedAt = 0;
let ready = false;
/** When each kind of event last arrived, listened to or not: a late subscriber can tell what it missed. */
const lastEventAt = new Map<LiveEventName, number>();

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const subscriberCount = () => [...handlers.values()].reduce((total, set) => total + set.size, 0);

function open() {
  const stream = new EventSource(STREAM_URL);
  source = stream;
  openedAt = Date.now();
  ready = false;
  for (const name of EVENT_NAMES) {
    stream.addEventListener(name, (event) => {
      if (source !== stream) return;
      lastEventAt.set(name, Date.now());
      if (name === 'ready') {
        failures = 0;
        ready = true;
      }
      const data = parse((event as MessageEvent<string>).data);
      for (const handler of handlers.get(name) ?? []) handler(data);
    });
  }
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
    failures += 1;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (subscriberCount() > 0 && !source) open();
    }, delay);
  });
}

/** The page's stream, if one is open: when it was opened (Date.now()) and whether the server has said 'ready'. */
export function liveStreamState(): { openedAt: number; ready: boolean } | undefined {
  return source ? { openedAt, ready } : undefined;
}

/** When the last `name` event arrived on this page (0 if none has), whether anyone was listening or not. */
export function lastLiveEventAt(name: LiveEventName): number {
  return lastEventAt.get(name) ?? 0;
}

/** Calls `handler` with each `name` event's parsed data until the returned function is called. */
export function subscribeLive(name: LiveEventName, handler: Handler): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler);
  if (!source && reopenTimer === undefined) open();
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    set.delete(handler);
    if (subscriberCount() > 0) return;
    source?.close();
    source = null;
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    failures = 0;
    handlers.clear();
  };
}

/** Subscribes a component to a live event; the latest `handler` is called, without resubscribing each render. */
export function useLiveEvent(name: LiveEventName, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(name, (data) => latest.current(data)), [name]);
}

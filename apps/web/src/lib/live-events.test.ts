import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveEvents, STREAM_URL, subscribeLive } from './live-events';

/** A stand-in EventSource that records instances and lets the test deliver events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data: string) {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscribeLive', () => {
  it('shares one stream between listeners of every event and closes it with the last', () => {
    const messages = vi.fn();
    const notifications = vi.fn();
    const stopMessages = subscribeLive('message', messages);
    const stopNotifications = subscribeLive('notification', notifications);
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([STREAM_URL]);
    const [source] = FakeEventSource.instances;
    source!.emit('message', '{"id":4,"body":"Hi"}');
    source!.emit('notification', '{"id":9}');
    expect(messages).toHaveBeenCalledWith({ id: 4, body: 'Hi' });
    expect(notifications).toHaveBeenCalledWith({ id: 9 });
    stopMessages();
    expect(source!.readyState).toBe(FakeEventSource.OPEN);
    stopNotifications();
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens the stream again after the server refused it, while someone listens', () => {
    const stop = subscribeLive('message', vi.fn());
    const [first] = FakeEventSource.instances;
    first!.readyState = FakeEventSource.CLOSED;
    first!.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    stop();
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });
});

describe('LiveEvents', () => {
  it("starts fresh (no stream, no event seen, whatever the page's instance saw) and keeps when its stream was first ready", () => {
    const stop = subscribeLive('notification', vi.fn());
    FakeEventSource.instances[0]!.emit('notification', '{"id":1}');
    const fresh = new LiveEvents();
    expect(fresh.streamState()).toBeUndefined();
    expect(fresh.lastEventAtOf('notification')).toBe(0);
    const stopFresh = fresh.subscribe('ready', vi.fn());
    expect(FakeEventSource.instances).toHaveLength(2);
    const openedAt = Date.now();
    expect(fresh.streamState()).toEqual({ openedAt, readyAt: 0 });
    vi.advanceTimersByTime(5);
    FakeEventSource.instances[1]!.emit('ready', '{}');
    expect(fresh.streamState()).toEqual({ openedAt, readyAt: openedAt + 5 });
    // A reconnection of the same EventSource is replayed from its Last-Event-ID: the stream counts from its first ready.
    vi.advanceTimersByTime(5);
    FakeEventSource.instances[1]!.emit('ready', '{}');
    expect(fresh.streamState()?.readyAt).toBe(openedAt + 5);
    stopFresh();
    stop();
    expect(FakeEventSource.instances.map((source) => source.readyState)).toEqual([FakeEventSource.CLOSED, FakeEventSource.CLOSED]);
  });
});

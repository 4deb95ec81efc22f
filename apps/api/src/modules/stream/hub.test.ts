import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LocalBus } from '../../bus/local-bus.ts';
import type { User } from '../../db/schema.ts';
import { StreamHub, type LiveSource } from './hub.ts';

/** A response that keeps what is written to it, and closes as a socket would. */
function fakeResponse(): ServerResponse & { text: () => string } {
  const chunks: string[] = [];
  const response = Object.assign(new EventEmitter(), {
    writableEnded: false,
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    end() {
      response.writableEnded = true;
      response.emit('close');
    },
    text: () => chunks.join(''),
  });
  return response as unknown as ServerResponse & { text: () => string };
}

/** Notifications whose newest id is read only when the test says so. */
function heldSource(newest: number) {
  let answer: (id: number) => void = () => undefined;
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  const source: LiveSource = {
    load: async (_userId, id) => ({ id }),
    since: async () => [],
    latest: () => {
      heard();
      return new Promise<number>((done) => (answer = done));
    },
  };
  return { source, asked, answerLatest: () => answer(newest) };
}

const user = { id: 7 } as User;
const log = Fastify({ logger: false }).log;
const options = { heartbeatMs: 60_000, perUser: 5 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamHub.open', () => {
  it("sends a new stream the events written while it was opening, after its 'ready', and none it was already past", async () => {
    const bus = new LocalBus(log);
    const hub = new StreamHub(bus, log, options);
    const held = heldSource(40);
    hub.register('notification', held.source);
    const response = fakeResponse();
    const opening = hub.open(user, response, undefined);
    await held.asked;
    // While the newest id is read: one event the read will include (40), one written after it (41).
    await bus.publish(undefined as never, { t: 'live', userId: user.id, event: 'notification', id: 40 });
    await bus.publish(undefined as never, { t: 'live', userId: user.id, event: 'notification', id: 41 });
    await settle();
    expect(response.text()).toBe('');
    held.answerLatest();
    await opening;
    await settle();
    const text = response.text();
    expect(text.indexOf('event: ready')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('event: ready')).toBeLessThan(text.indexOf('event: notification'));
    expect(text).toContain('data: {"id":41}');
    expect(text).not.toContain('data: {"id":40}');
    hub.close();
  });

  it('sends nothing to a stream that closed while it was opening', async () => {
    const bus = new LocalBus(log);
    const hub = new StreamHub(bus, log, options);
    const held = heldSource(3);
    hub.register('notification', held.source);
    const response = fakeResponse();
    const opening = hub.open(user, response, undefined);
    await held.asked;
    response.end();
    await bus.publish(undefined as never, { t: 'live', userId: user.id, event: 'notification', id: 4 });
    held.answerLatest();
    await opening;
    await settle();
    expect(response.text()).toBe('');
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('replays what a reconnecting stream missed before a live event that came during the replay, and skips none of it', async () => {
    const bus = new LocalBus(log);
    const hub = new StreamHub(bus, log, options);
    let replay: (items: { id: number; data: unknown }[]) => void = () => undefined;
    let replaying: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (replaying = resolve));
    hub.register('notification', {
      load: async (_userId, id) => ({ id }),
      since: () => {
        replaying();
        return new Promise((done) => (replay = done));
      },
      latest: async () => 0,
    });
    const response = fakeResponse();
    // Last-Event-ID "10.0": it had notification 10; 11 and 12 were written while it was away.
    const opening = hub.open(user, response, '10.0');
    await asked;
    await bus.publish(undefined as never, { t: 'live', userId: user.id, event: 'notification', id: 13 });
    await settle();
    replay([
      { id: 11, data: { id: 11 } },
      { id: 12, data: { id: 12 } },
    ]);
    await opening;
    await settle();
    const sent = [...response.text().matchAll(/data: \{"id":(\d+)\}/g)].map((match) => Number(match[1]));
    expect(sent).toEqual([11, 12, 13]);
    hub.close();
  });
});

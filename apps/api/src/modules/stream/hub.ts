import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, LiveEventName } from '../../bus/index.ts';
import type { User } from '../../db/schema.ts';

/**
 * Where a kind of live event comes from: how to read one for a user (to push it), the ones after an id (to
 * replay what a reconnecting stream missed), and the newest id (where a new stream starts). A stream opens for
 * the user its request signed in, so `since` and `latest` are given that row rather than reading it again.
 */
export interface LiveSource {
  load(userId: number, id: number): Promise<unknown>;
  since(user: User, afterId: number, limit: number): Promise<{ id: number; data: unknown }[]>;
  latest(user: User): Promise<number>;
}

/** The kinds of live event, in the order their cursors appear in an event id ("<notification>.<message>"). */
const EVENTS: readonly LiveEventName[] = ['notification', 'message'];
/** At most this many missed events are replayed per kind; a client that missed more reloads its lists anyway. */
const REPLAY_LIMIT = 100;
/**
 * Each stream's heartbeat falls in one of this many slices of the period, one slice written per tick: writing
 * every stream in one tick held the event loop for most of a second at 10,000 streams (a socket write each),
 * delaying events and leaving new connections unaccepted.
 */
const HEARTBEAT_SLICES = 20;

interface Stream {
  readonly userId: number;
  readonly response: ServerResponse;
  /** The newest id of each kind this stream has been sent, so every event id says where to resume. */
  readonly cursor: Record<LiveEventName, number>;
  /** Which tick of the heartbeat period writes this stream's heartbeat. */
  readonly slice: number;
  /**
   * While the stream opens (its newest ids are read, then what it missed is replayed): the events heard meanwhile,
   * sent after the replay if they are newer than what it was sent. Undefined once open.
   */
  opening?: { event: LiveEventName; id: number; data: unknown }[];
}

export interface StreamHubOptions {
  heartbeatMs: number;
  perUser: number;
}

/**
 * The open live streams of this instance (GET /api/stream/), by user. It hears of new events on the bus (from
 * any instance), reads each from the database and writes it to that user's streams here. State kept in memory,
 * so it follows the bus like the rest: on a reset every stream is closed and the browser reconnects, replaying
 * what it missed from its Last-Event-ID.
 */
export class StreamHub {
  readonly #sources = new Map<LiveEventName, LiveSource>();
  readonly #streams = new Map<number, Stream[]>();
  readonly #heartbeat: NodeJS.Timeout;
  #opened = 0;
  #ticks = 0;

  constructor(
    bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly options: StreamHubOptions,
  ) {
    bus.on((message) => {
      if (message.t === 'live') this.#deliver(message.userId, message.event, message.id);
      else if (message.t === 'live-many') message.userIds.forEach((userId, i) => this.#deliver(userId, message.event, message.ids[i] ?? 0));
      else if (message.t === 'account-deleted') this.#closeUser(message.userId);
    });
    bus.onReset(() => this.closeAll());
    // A comment line now and then keeps proxies from closing an idle stream, and finds dead sockets.
    this.#heartbeat = setInterval(() => {
      const slice = this.#ticks++ % HEARTBEAT_SLICES;
      this.#everyStream((stream) => {
        if (stream.slice === slice && !stream.opening) this.#write(stream, ': heartbeat\n\n');
      });
    }, options.heartbeatMs / HEARTBEAT_SLICES);
    this.#heartbeat.unref();
  }

  register(event: LiveEventName, source: LiveSource): void {
    this.#sources.set(event, source);
  }

  get size(): number {
    let count = 0;
    for (const streams of this.#streams.values()) count += streams.length;
    return count;
  }

  /**
   * Opens a stream: replays what a reconnecting client missed, then keeps it for new events. The stream hears events
   * from before its newest ids are read, and holds them until it is ready and has replayed what was missed: one
   * written between that read and the stream's registration would otherwise reach neither (a new stream is sent
   * nothing at or below where it starts), and one sent during the replay would move the cursor past replayed events
   * not yet sent, which would then be skipped.
   */
  async open(user: User, response: ServerResponse, lastEventId: string | undefined): Promise<void> {
    const userId = user.id;
    const resumeFrom = parseEventId(lastEventId);
    const cursor = { notification: 0, message: 0 } as Record<LiveEventName, number>;
    const stream: Stream = { userId, response, cursor, slice: this.#opened++ % HEARTBEAT_SLICES, opening: [] };
    const streams = this.#streams.get(userId) ?? [];
    // A bound per user: the oldest stream (a forgotten tab) goes first.
    while (streams.length >= this.options.perUser) streams.shift()?.response.end();
    streams.push(stream);
    this.#streams.set(userId, streams);
    response.on('close', () => this.#forget(stream));

    // The kinds' newest ids are read together: one round trip's wait, not one per kind.
    let newest: number[];
    try {
      newest = await Promise.all(
        EVENTS.map(async (event) => {
          const source = this.#sources.get(event);
          return resumeFrom?.[event] ?? (source ? source.latest(user) : 0);
        }),
      );
    } catch (err) {
      // The browser reconnects after its retry; the stream must not stay here collecting events for nobody.
      this.log.error({ err }, 'a live stream could not start');
      this.#forget(stream);
      response.end();
      return;
    }
    EVENTS.forEach((event, index) => (cursor[event] = newest[index] ?? 0));
    this.#write(stream, `retry: 3000\nid: ${eventId(cursor)}\nevent: ready\ndata: {}\n\n`);
    try {
      if (resumeFrom) {
        for (const event of EVENTS) {
          const source = this.#sources.get(event);
          if (!source) continue;
          for (const item of await source.since(user, resumeFrom[event], REPLAY_LIMIT)) this.#sendNow(stream, event, item.id, item.data);
        }
      }
    } finally {
      const heard = stream.opening ?? [];
      stream.opening = undefined;
      for (const item of heard) this.#sendNow(stream, item.event, item.id, item.data);
    }
  }

  closeAll(): void {
    this.#everyStream((stream) => stream.response.end());
    this.#streams.clear();
  }

  close(): void {
    clearInterval(this.#heartbeat);
    this.closeAll();
  }

  /** A deleted account's open streams end: nothing more will reach them. */
  #closeUser(userId: number): void {
    for (const stream of this.#streams.get(userId) ?? []) stream.response.end();
    this.#streams.delete(userId);
  }

  #deliver(userId: number, event: LiveEventName, id: number): void {
    const streams = this.#streams.get(userId);
    const source = this.#sources.get(event);
    if (!streams || streams.length === 0 || !source) return;
    source.load(userId, id).then(
      (data) => {
        if (data === undefined) return;
        for (const stream of this.#streams.get(userId) ?? []) this.#send(stream, event, id, data);
      },
      (err: unknown) => this.log.error({ err, event }, 'a live event could not be read'),
    );
  }

  #send(stream: Stream, event: LiveEventName, id: number, data: unknown): void {
    if (stream.opening) stream.opening.push({ event, id, data });
    else this.#sendNow(stream, event, id, data);
  }

  #sendNow(stream: Stream, event: LiveEventName, id: number, data: unknown): void {
    // Replayed and held events can cross: an event at or below the stream's cursor was sent already.
    if (id <= stream.cursor[event]) return;
    stream.cursor[event] = id;
    this.#write(stream, `id: ${eventId(stream.cursor)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  #write(stream: Stream, text: string): void {
    if (stream.response.writableEnded) return;
    stream.response.write(text);
  }

  #forget(stream: Stream): void {
    const streams = this.#streams.get(stream.userId);
    if (!streams) return;
    const left = streams.filter((kept) => kept !== stream);
    if (left.length === 0) this.#streams.delete(stream.userId);
    else this.#streams.set(stream.userId, left);
  }

  #everyStream(action: (stream: Stream) => void): void {
    for (const streams of this.#streams.values()) for (const stream of streams) action(stream);
  }
}

function eventId(cursor: Record<LiveEventName, number>): string {
  return EVENTS.map((event) => cursor[event]).join('.');
}

/** "12.40" back into cursors; anything else is a fresh start. */
export function parseEventId(text: string | undefined): Record<LiveEventName, number> | undefined {
  if (!text || !/^\d{1,10}\.\d{1,10}$/.test(text)) return undefined;
  const [notification, message] = text.split('.').map(Number) as [number, number];
  return { notification, message };
}

import { request } from 'node:http';
import type { Agent } from './agent.ts';
import { onEventBlocks } from './event-blocks.ts';

export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  at: number;
}

/** A live stream opened like a browser's EventSource, with the agent's cookies; events are collected as they come. */
export async function openEventStream(port: number, agent: Agent, lastEventId?: string) {
  const events: ReceivedEvent[] = [];
  let status = 0;
  let comments = 0;
  let ended = false;
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const req = request({ host: '127.0.0.1', port, path: '/api/stream/', headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
  await new Promise<void>((resolve, reject) => {
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      onEventBlocks(response, ({ comment, fields }) => {
        if (comment) comments += 1;
        if (fields.has('event')) events.push({ id: fields.get('id'), event: fields.get('event') ?? '', data: JSON.parse(fields.get('data') ?? 'null'), at: Date.now() });
      });
      response.on('end', () => (ended = true));
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
  return {
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    /** Comment blocks received (heartbeats). */
    get comments() {
      return comments;
    },
    events,
    close: () => req.destroy(),
  };
}

/** Waits until the condition holds (every 5 ms), for at most `withinMs`. */
export async function eventually(condition: () => boolean, withinMs = 2_000): Promise<void> {
  for (const started = Date.now(); !condition(); ) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

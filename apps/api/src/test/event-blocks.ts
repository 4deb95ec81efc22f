import type { IncomingMessage } from 'node:http';

/** One block of a server-sent event stream: a comment (a heartbeat) or an event's fields (event, id, data). */
export interface EventBlock {
  comment: boolean;
  fields: Map<string, string>;
}

/**
 * Reads a `text/event-stream` response as a browser's EventSource would split it, handing on each block (up to its
 * blank line) as it arrives. The stream tests and bench:streams both read the live stream this way.
 */
export function onEventBlocks(response: IncomingMessage, handle: (block: EventBlock) => void): void {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
      }
      handle({ comment: block.startsWith(':'), fields });
    }
  });
}

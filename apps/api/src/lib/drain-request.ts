import type { IncomingMessage } from 'node:http';

/**
 * Reads and drops what is left of a request body, up to `maxBytes` or `timeoutMs`. A 413 answered while the
 * client is still sending, on a connection then closed, reaches many clients as a reset ("socket hang up",
 * EPIPE) instead of the answer; once the body has arrived the answer is read like any other.
 */
export function drainRequest(raw: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    raw.on('data', onData).once('end', finish).once('error', finish).once('close', finish);
    raw.resume();
  });
}

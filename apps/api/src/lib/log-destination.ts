import SonicBoom from 'sonic-boom';

/** Lines are written in batches of this much, or every FLUSH_EVERY_MS, whichever comes first. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 250;
/** How often dropped lines are reported (in the log itself, once there is room). */
const REPORT_EVERY_MS = 10_000;

export interface LogDestination {
  /** The stream pino writes to. */
  readonly stream: SonicBoom;
  /** Lines dropped because the buffer was full (the reader stalled or is gone). */
  dropped(): number;
  /**
   * Writes what is buffered, waiting at most `withinMs` (a stalled reader never lets it finish): true when all
   * was written.
   */
  flush(withinMs: number): Promise<boolean>;
}

/**
 * The server's log destination (docs/product.md section C15): writes to stdout asynchronously, never on the main
 * thread's time, so a reader that stalls (a full pipe) cannot stall a request or the shutdown. What waits is
 * held in a bounded buffer; a line that does not fit is dropped and counted, and the count is logged.
 * pino's own asynchronous destination would also flush synchronously at exit, which on a full pipe retries for
 * ever: this one is never flushed synchronously.
 */
export function createLogDestination(fd: number, bufferBytes: number): LogDestination {
  let dropped = 0;
  let reported = 0;
  let broken = false;
  const stream = new SonicBoom({
    fd,
    sync: false,
    minLength: BATCH_BYTES,
    maxLength: bufferBytes,
    periodicFlush: FLUSH_EVERY_MS,
    // A full pipe: try again shortly (asynchronously: the stream is not sync), holding what waits in the buffer.
    retryEAGAIN: () => true,
  });
  stream.on('drop', () => {
    dropped += 1;
  });
  // The reader went away (EPIPE) or the descriptor failed: stop writing; nothing else is told.
  stream.on('error', () => {
    broken = true;
  });
  const report = setInterval(() => {
    if (broken || dropped === reported) return;
    const since = dropped - reported;
    reported = dropped;
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `${since} log lines dropped: the log reader was too slow`, dropped: since })}\n`);
  }, REPORT_EVERY_MS);
  report.unref();

  return {
    stream,
    dropped: () => dropped,
    flush: (withinMs) =>
      new Promise<boolean>((resolve) => {
        if (broken) return resolve(false);
        const timer = setTimeout(() => resolve(false), withinMs);
        timer.unref();
        stream.flush((error) => {
          clearTimeout(timer);
          resolve(!error);
        });
      }),
  };
}

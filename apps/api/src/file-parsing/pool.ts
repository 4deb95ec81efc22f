import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ParseInput, ParseKind, ParseOutput, ParseRequest } from './tasks.ts';

export interface FileParserOptions {
  /** Worker threads at most; a task beyond them waits in the queue. */
  threads: number;
  /** Workers kept started however long idle, once the pool exists (`warm()` or the first task); at most `threads`. */
  warmThreads: number;
  /** How long one file may take once its worker starts on it; over it the worker is ended. */
  timeLimitMs: number;
  /** V8's old-generation heap of a worker (resourceLimits); over it the worker is ended by V8. */
  memoryLimitMb: number;
  /** Tasks waiting for a thread at most; more are refused as busy (a 503), never queued without end. */
  maxQueue: number;
  /** How long a task may wait for a thread before it is refused as busy. */
  queueLimitMs: number;
}

export const DEFAULT_FILE_PARSER_OPTIONS: FileParserOptions = {
  threads: 2,
  warmThreads: 0,
  timeLimitMs: 5_000,
  memoryLimitMb: 256,
  maxQueue: 8,
  queueLimitMs: 15_000,
};

/** The file could not be read within the pool's bounds (time, memory, the handler's own such as pages). */
export class UnreadableFile extends Error {
  constructor(readonly reason: string) {
    super(`file could not be read: ${reason}`);
  }
}

/** Every thread is busy and the queue is full or waited too long: the caller answers 503 with Retry-After. */
export class FileParserBusy extends Error {
  constructor() {
    super('file parser busy');
  }
}

export interface FileParser {
  /**
   * Reads `input` as `kind` in a worker thread. Bytes (the input, or its `bytes`) are copied once and the copy is
   * moved (transferred) to the worker, so the caller keeps its own. Rejects with UnreadableFile or FileParserBusy.
   */
  parse<K extends ParseKind>(kind: K, input: ParseInput<K>): Promise<ParseOutput<K>>;
  /** Starts the pool's warm workers (loading pdf.js and the catalogue) without waiting for an upload. */
  warm(): void;
  /** Worker threads started now (what warm() and uploads started, less those ended). */
  threads(): number;
  /** Ends every worker (a task in progress is abandoned). */
  close(): Promise<void>;
}

/** Where the pool reports a worker that failed outside a task (the app's logger). */
export interface ParserLog {
  error(details: { err: unknown }, message: string): void;
}
const silent: ParserLog = { error: () => undefined };

/** The input with its bytes (the input itself, or its `bytes`) copied, and the copy's buffer to move to the worker. */
function ownCopy(input: unknown): { own: unknown; buffer?: ArrayBuffer } {
  if (input instanceof Uint8Array) {
    const copy = new Uint8Array(input);
    return { own: copy, buffer: copy.buffer };
  }
  const bytes = typeof input === 'object' && input !== null ? (input as { bytes?: unknown }).bytes : undefined;
  if (bytes instanceof Uint8Array) {
    const copy = new Uint8Array(bytes);
    return { own: { ...(input as object), bytes: copy }, buffer: copy.buffer };
  }
  return { own: input };
}

/** A worker ended by its resourceLimits rejects with this code (Node's ERR_WORKER_OUT_OF_MEMORY). */
const isOutOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The one pool that reads uploaded files (piscina over worker_threads): the main thread only moves bytes, so a
 * crafted PDF that takes a minute of CPU, or a gigabyte, stalls one worker, which is then ended, never the
 * instance. The time bound starts when the worker starts on the file (it says so on a port of its own), so a
 * task that waited for a thread, or a worker that was still loading its code, is not charged for it.
 */
export function createFileParser(options: Partial<FileParserOptions> = {}, log: ParserLog = silent): FileParser {
  const settings = { ...DEFAULT_FILE_PARSER_OPTIONS, ...options };
  type Pool = Piscina<ParseRequest & { started: MessagePort }, unknown>;
  let created: Pool | undefined;
  // Made when first needed (warm() or a task), since piscina starts its minThreads workers at once.
  const poolOf = (): Pool => {
    if (created) return created;
    const pool: Pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      // Uploads are rare: beyond the warm workers no thread is kept until one is needed, and one idle for a minute
      // is let go.
      minThreads: Math.min(settings.warmThreads, settings.threads),
      maxThreads: settings.threads,
      idleTimeout: 60_000,
      maxQueue: settings.maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // A worker that fails outside a task (while loading its code, say) is reported on the pool: unheard, that
    // 'error' event would end the process. Its tasks wait for another worker, or are refused as busy.
    pool.on('error', (error: unknown) => log.error({ err: error }, 'a file parsing worker failed outside a task'));
    created = pool;
    return pool;
  };

  async function parse<K extends ParseKind>(kind: K, input: ParseInput<K>): Promise<ParseOutput<K>> {
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let overTime = false;
    let started = false;
    let runTimer: NodeJS.Timeout | undefined;
    const waitTimer = setTimeout(() => abort.abort(), settings.queueLimitMs);
    port1.once('message', () => {
      started = true;
      clearTimeout(waitTimer);
      runTimer = setTimeout(() => {
        overTime = true;
        abort.abort();
      }, settings.timeLimitMs);
    });
    // The worker gets a copy of the bytes of its own, moved rather than copied again.
    const { own, buffer } = ownCopy(input);
    const transferList = buffer ? [buffer, port2] : [port2];
    try {
      // The worker ran this kind's handler, which answers ParseOutput<K> (handlers.ts types it so).
      const answer = await poolOf().run({ kind, input: own as ParseInput<K>, started: port2 }, { signal: abort.signal, transferList });
      return answer as ParseOutput<K>;
    } catch (error) {
      if (overTime) throw new UnreadableFile(`over ${settings.timeLimitMs} ms`);
      if (isOutOfMemory(error)) throw new UnreadableFile(`over ${settings.memoryLimitMb} MB`);
      if (!started) throw new FileParserBusy();
      throw new UnreadableFile(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(waitTimer);
      clearTimeout(runTimer);
      port1.close();
    }
  }

  return {
    parse,
    warm: () => void poolOf(),
    threads: () => created?.threads.length ?? 0,
    close: async () => {
      await created?.destroy();
    },
  };
}

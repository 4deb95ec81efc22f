import type { z } from 'zod';
import type { LazyModule } from './lazy-module';

export interface DeferredSchema<Output> {
  /**
   * The contract schema's safeParse, once the module that holds it has loaded; null when it could not be downloaded
   * (offline), which the caller words with UI_MESSAGES.common.rulesNotLoaded.
   */
  safeParse: (value: unknown) => Promise<z.ZodSafeParseResult<Output> | null>;
  /** Starts the download (a dialog calls it when it opens, so the first submit rarely waits). */
  preload: () => void;
}

/**
 * A contract schema that a form without react-hook-form checks only when it is submitted (a conversation's message
 * box, an operator's reason, a new shift), kept out of the screen's first load: zod and a schema are about 23 KB gzip.
 * The module is a small file that re-exports the schema, so the check keeps the contract's rules and messages.
 * lib/deferred-resolver.ts does the same for react-hook-form; a whole dialog that opens on a press is loaded on use
 * instead (useLazyModule), its schema with it.
 */
export function deferredSchema<M, Output>(module: LazyModule<M>, pick: (loaded: M) => z.ZodType<Output>): DeferredSchema<Output> {
  return {
    preload: () => void module.load().catch(() => {}),
    safeParse: async (value) => {
      let loaded: M;
      try {
        loaded = await module.load();
      } catch {
        return null;
      }
      return pick(loaded).safeParse(value);
    },
  };
}

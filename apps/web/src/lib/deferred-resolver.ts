import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { LazyModule } from './lazy-module';
import { whenIdle } from './when-idle';

export interface DeferredResolver<Values extends FieldValues, Data> {
  /** The form's resolver: waits for the module, then validates with the contract's schema it holds. */
  resolver: Resolver<Values, unknown, Data>;
  /** Starts the download (give it to the form's onFocus; useDeferredResolver starts it when the page is idle). */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose schema loads after the first screen. zod and a contract schema are about a
 * seventh of a form screen's first load, and nothing is validated before the first submit: `module` (a file that
 * builds the resolver from the contract's schema with zodResolver, so the form keeps the contract's rules and
 * messages) loads when the page is idle or a field gets focus, and a submit before then waits for it. Offline
 * before it arrived, the submit fails with `offline` as the form's message (errors.root.server).
 */
export function deferredResolver<M, Values extends FieldValues, Data>(
  module: LazyModule<M>,
  pick: (loaded: M) => Resolver<Values, unknown, Data>,
  offline: string,
): DeferredResolver<Values, Data> {
  return {
    preload: () => void module.load().catch(() => {}),
    resolver: async (values, context, options) => {
      let loaded: M;
      try {
        loaded = await module.load();
      } catch {
        // The form-level message (errors.root.server), which every form of the app shows; the cast is because
        // FieldErrors<Values> cannot see that every form has a root, being generic in the form's fields.
        const errors = { root: { server: { type: 'network', message: offline } } } as unknown as FieldErrors<Values>;
        return { values: {}, errors };
      }
      return pick(loaded)(values, context, options);
    },
  };
}

/** Loads a deferred resolver's (or lib/deferred-schema.ts') schema once the page is idle after the component has mounted. */
export function usePreloadWhenIdle(validation: Pick<DeferredResolver<FieldValues, unknown>, 'preload'>): void {
  const { preload } = validation;
  useEffect(() => whenIdle(preload), [preload]);
}

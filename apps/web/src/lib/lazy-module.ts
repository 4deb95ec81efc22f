import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle';

export interface LazyModule<M> {
  /** The module, once it has loaded. */
  readonly current: M | undefined;
  load: () => Promise<M>;
}

/**
 * Code kept out of a screen's first load, downloaded once for every component that uses it. A failed download is
 * forgotten, so the next request tries again.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get current() {
      return loaded;
    },
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * A lazy module for a component: undefined until it has loaded, and a function that asks for it now (at the first
 * sign of use). Without asking, it loads when the browser is idle after the page has loaded.
 */
export function useLazyModule<M>(module: LazyModule<M>): [M | undefined, () => void] {
  const [loaded, setLoaded] = useState(() => module.current);
  // A download can finish after the component has gone (a page left at once); nothing is set on it then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const request = useCallback(() => {
    // A failed download leaves the component without it (its stand-in, no toasts); the next request retries.
    module.load().then(
      (value) => {
        if (mounted.current) setLoaded(() => value);
      },
      () => {},
    );
  }, [module]);
  useEffect(() => (loaded ? undefined : whenIdle(request)), [loaded, request]);
  return [loaded, request];
}

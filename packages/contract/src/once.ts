/**
 * A value made on its first use and kept. For Intl formatters: a page's first Intl formatter loads the locale
 * data, about 100 ms on a phone (Lighthouse's 4x slowdown) and a long task of its own, which a module's top level
 * spends on every screen that imports it, whether the screen formats anything or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * A value made on its first use and kept. For Intl formatters: each costs a few milliseconds to build (tens on a
 * slow phone), which a module's top level spends on every screen that imports it, whether it formats or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

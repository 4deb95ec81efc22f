/** Maps an iterable lazily, so a bulk load never holds every compiled record at once. */
export function* mapIterable<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

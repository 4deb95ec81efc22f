import type { Db } from '../db/database.ts';

/**
 * How late state kept in one app instance's memory may learn of a write made by another instance (or by hand in
 * the database): the matching indexes read the change log this often, and sessions and saved jobs, once read, are
 * trusted this long. Writes made by the instance itself reach its memory at once.
 */
export const OTHER_INSTANCE_LAG_MS = 1000;

/** One of a thing per database, made on first use: what an app instance keeps beside its database handle. */
export function perDatabase<T>(make: () => T): (db: Db) => T {
  const kept = new WeakMap<Db, T>();
  return (db) => {
    let value = kept.get(db);
    if (value === undefined) kept.set(db, (value = make()));
    return value;
  };
}

/** Sets a key as the newest of a map kept to at most `limit` entries, dropping the oldest set first. */
export function keepAtMost<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

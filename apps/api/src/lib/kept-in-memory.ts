import type { Db } from '../db/database.ts';

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

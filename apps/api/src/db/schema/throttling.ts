// Throttle counters shared by instances on one database (PostgreSQL without Redis).

/** A throttle's count in its current window, shared by instances on one database (0005). */
export interface RateCountersTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  reset_at: number;
}

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `dueAt` (an ISO time), ticking four times a second while there is one; never more than
 * `atMost` (until the first tick the clock read may be older than the time was set). 0 without one.
 */
export function useSecondsLeft(dueAt: string | undefined, atMost: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!dueAt) return;
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(tick);
    };
  }, [dueAt]);
  return dueAt ? Math.min(atMost, Math.max(0, Math.ceil((Date.parse(dueAt) - now) / 1000))) : 0;
}

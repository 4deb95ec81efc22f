import { useDeferredValue } from 'react';

/**
 * Whether to mount what a screen shows once its data is `ready`: true one deferred render after `ready` is.
 *
 * Why: a query's answer renders at once (TanStack Query's store updates React synchronously), so mounting a whole
 * form or list with the answer is one long task, on a slow phone the longest of the screen's first load. In a
 * deferred render React works a few milliseconds at a time and yields between, and the screen's spinner stays
 * meanwhile. Lighthouse's blocking time on /editprofile and /jobpost/:id: docs/performance.md ("Mounting with the
 * answer, deferred").
 *
 * `initial`: what the first render returns; true where the content needs no wait (a new job's empty form).
 */
export function useDeferredMount(ready: boolean, initial = false): boolean {
  return useDeferredValue(ready, initial && ready);
}

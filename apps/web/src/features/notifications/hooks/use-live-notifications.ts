import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lazyModule } from '../../../lib/lazy-module';

// The cache edits are not needed to draw the first screen: their small chunk downloads beside its data.
const liveConnection = lazyModule(() => import('../lib/live-connection'));

/**
 * Keeps the bell's count and list current from GET /api/stream/ while the component is mounted (a signed-in
 * page's top bar). It subscribes at once, not when the page is idle: the page's one stream may already be open for
 * the conversations, and every moment not listened to is a moment the bell could miss (live-connection.ts then
 * catches up with one refetch).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    liveConnection.load().then(
      (module) => {
        if (active) unsubscribe = module.subscribeToLiveNotifications(queryClient);
      },
      // A failed download leaves the count as fetched; the next page load tries again.
      () => {},
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [queryClient]);
}

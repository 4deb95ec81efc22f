import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';
import { JOB_MESSAGES } from '../lib/messages';

/** 'Error fetching jobs' once each time the list fails (failedAt is the query's errorUpdatedAt, or 0). */
export function useFetchErrorToast(failedAt: number) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt > 0 && failedAt !== shown.current) {
      shown.current = failedAt;
      toast.error(JOB_MESSAGES.fetchFailed);
    }
  }, [failedAt, toast]);
}

import { UI_MESSAGES } from '@tandem/contract';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';

/** 'Error fetching jobs' once each time the list fails (failedAt is the query's errorUpdatedAt, or 0). */
export function useFetchErrorToast(failedAt: number) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt > 0 && failedAt !== shown.current) {
      shown.current = failedAt;
      toast.error(UI_MESSAGES.jobs.errorFetchingJobs);
    }
  }, [failedAt, toast]);
}

import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/ui/toast';

/** Shows an error toast once each time a query fails (not again on every render). */
export function useErrorToast(failedAt: number, message: string) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt > 0 && failedAt !== shown.current) {
      shown.current = failedAt;
      toast.error(message);
    }
  }, [failedAt, message, toast]);
}

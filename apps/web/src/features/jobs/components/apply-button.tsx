import { UI_MESSAGES } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { JOB_MESSAGES } from '../lib/messages';

/** Apply once; afterwards the button says Applied. A refusal shows the server's words. */
export function ApplyButton({ jobId, applied }: { jobId: number; applied: boolean }) {
  const mutation = useApplyToJob();
  const toast = useToast();
  if (applied) {
    return (
      <Button variant="secondary" disabled>
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Applied
      </Button>
    );
  }
  return (
    <Button
      isPending={mutation.isPending}
      pendingText="Applying…"
      onClick={() =>
        mutation.mutate(
          { jobId },
          {
            onSuccess: () => toast.success(JOB_MESSAGES.applied),
            onError: (error) => {
              const [message] = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
              toast.error(message ?? UI_MESSAGES.common.errorOccurred);
            },
          },
        )
      }
    >
      Apply
    </Button>
  );
}

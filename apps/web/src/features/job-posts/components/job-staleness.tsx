import type { JobAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSetJobStatus } from '../api/set-job-status';
import { JOB_POST_MESSAGES } from '../lib/messages';

/**
 * Why a job is paused or flagged (docs/product.md section C12), with the one action that answers it: Still hiring
 * makes it active again and counts as activity.
 */
export function JobStaleness({ job }: { job: Pick<JobAnswer, 'id' | 'title' | 'status' | 'paused_reason' | 'stale_since'> }) {
  const setStatus = useSetJobStatus();
  const toast = useToast();
  const autoPaused = job.status === 'paused' && job.paused_reason === 'stale';
  const flagged = job.status === 'active' && job.stale_since !== null;
  if (!autoPaused && !flagged) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-amber-900">
      <p>{autoPaused ? JOB_POST_MESSAGES.autoPaused : JOB_POST_MESSAGES.staleSince}</p>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Still hiring for ${job.title}`}
        isPending={setStatus.isPending}
        pendingText="Saving…"
        onClick={() =>
          setStatus.mutate(
            { id: job.id, status: 'active' },
            { onSuccess: () => toast.success(JOB_POST_MESSAGES.stillHiring(job.title)), onError: () => toast.error(JOB_POST_MESSAGES.statusFailed) },
          )
        }
      >
        Still hiring
      </Button>
    </div>
  );
}

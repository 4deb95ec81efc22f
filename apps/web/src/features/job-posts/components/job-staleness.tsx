import { describeDuration, type JobAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useStaleSettings } from '../api/get-stale-settings';
import { useSetJobStatus } from '../api/set-job-status';
import { JOB_POST_MESSAGES } from '../lib/messages';

/**
 * Why a job is paused or flagged (docs/product.md section C12), with the two answers to 'still open?': Still hiring
 * makes it active again and counts as activity; Close this job closes it.
 */
export function JobStaleness({ job }: { job: Pick<JobAnswer, 'id' | 'title' | 'status' | 'paused_reason' | 'stale_since'> }) {
  const setStatus = useSetJobStatus();
  const toast = useToast();
  const autoPaused = job.status === 'paused' && job.paused_reason === 'stale';
  const flagged = job.status === 'active' && job.stale_since !== null;
  // The server's settings, not a fixed 'weeks': under a short setting the job has been quiet for seconds.
  const settings = useStaleSettings();
  if (!autoPaused && !flagged) return null;
  const quiet = (seconds: number | undefined) => (seconds === undefined ? undefined : describeDuration(seconds * 1000));
  // Both answers to 'still open?': the notification (api stale-jobs/service.ts) names these two buttons.
  const answer = (status: 'active' | 'closed') =>
    setStatus.mutate(
      { id: job.id, status },
      {
        onSuccess: () => toast.success(status === 'active' ? JOB_POST_MESSAGES.stillHiring(job.title) : JOB_POST_MESSAGES.statusChanged(job.title, 'Closed')),
        onError: () => toast.error(JOB_POST_MESSAGES.statusFailed),
      },
    );
  const choosing = setStatus.isPending ? setStatus.variables.status : undefined;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-amber-900">
      <p>
        {autoPaused
          ? JOB_POST_MESSAGES.autoPaused(quiet(settings.data?.pause_after_seconds))
          : JOB_POST_MESSAGES.staleSince(quiet(settings.data?.stale_after_seconds))}
      </p>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Still hiring for ${job.title}`}
        isPending={choosing === 'active'}
        disabled={choosing === 'closed'}
        pendingText="Saving…"
        onClick={() => answer('active')}
      >
        Still hiring
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Close this job: ${job.title}`}
        isPending={choosing === 'closed'}
        disabled={choosing === 'active'}
        pendingText="Saving…"
        onClick={() => answer('closed')}
      >
        Close this job
      </Button>
    </div>
  );
}

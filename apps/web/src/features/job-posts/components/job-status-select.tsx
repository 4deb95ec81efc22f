import { JOB_STATUSES } from '@tandem/contract';
import type { JobAnswer, JobAnswerStatus, JobStatus } from '@tandem/contract';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useSetJobStatus } from '../api/set-job-status';
import { JOB_STATUS_LABELS, statusOf } from '../lib/job-status';
import { JOB_POST_MESSAGES } from '../lib/messages';

const OPTIONS = JOB_STATUSES.map((status) => ({ value: status, label: JOB_STATUS_LABELS[status] }));
// A held job waits for an operator (docs/product.md section C20): its organisation can only close it meanwhile.
const HELD_OPTIONS = [{ value: 'held', label: JOB_STATUS_LABELS.held, disabled: true }, { value: 'closed', label: JOB_STATUS_LABELS.closed }];
const COLOURS: Record<JobAnswerStatus, string> = {
  active: 'text-green-800',
  paused: 'text-amber-900',
  closed: 'text-slate-700',
  held: 'text-amber-900',
};

/** Changes a job's status in place: Active, Paused (hidden from candidates, kept open) or Closed. */
export function JobStatusSelect({ job, className }: { job: Pick<JobAnswer, 'id' | 'title' | 'status' | 'is_active'>; className?: string }) {
  const setStatus = useSetJobStatus();
  const toast = useToast();
  const current = statusOf(job);
  const shown = setStatus.isPending && setStatus.variables ? setStatus.variables.status : current;

  return (
    <Select
      aria-label={`Status of ${job.title}`}
      value={shown}
      disabled={setStatus.isPending}
      options={current === 'held' ? HELD_OPTIONS : OPTIONS}
      className={cn('h-9 pr-7 pl-2.5 font-medium', COLOURS[shown], className)}
      onChange={(event) => {
        const status = event.target.value as JobStatus;
        setStatus.mutate(
          { id: job.id, status },
          {
            onSuccess: () => toast.success(JOB_POST_MESSAGES.statusChanged(job.title, JOB_STATUS_LABELS[status])),
            onError: () => toast.error(JOB_POST_MESSAGES.statusFailed),
          },
        );
      }}
    />
  );
}

import type { JobAnswer } from '@tandem/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteJob } from '../api/delete-job';
import { JOB_POST_MESSAGES } from '../lib/messages';

interface DeleteJobDialogProps {
  /** The job to delete; the dialog is open while it is set. */
  job: Pick<JobAnswer, 'id' | 'title'> | null;
  onClose: () => void;
}

/** Asks before deleting a job; its applicants go with it. */
export function DeleteJobDialog({ job, onClose }: DeleteJobDialogProps) {
  const deleteJob = useDeleteJob();
  const toast = useToast();
  return (
    <ConfirmDialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this job?"
      description={
        job ? `"${job.title}" and its applications will be removed. This cannot be undone.` : undefined
      }
      confirmLabel="Delete job"
      isPending={deleteJob.isPending}
      onConfirm={() => {
        if (!job) return;
        deleteJob.mutate(job.id, {
          onSuccess: () => {
            toast.success(JOB_POST_MESSAGES.deleted);
            onClose();
          },
          onError: () => toast.error(JOB_POST_MESSAGES.deleteFailed),
        });
      }}
    />
  );
}

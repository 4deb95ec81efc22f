import type { JobAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/dialog';
import { jobPath } from '../../../lib/job-path';
import { ApplyButton } from './apply-button';
import { BookmarkJobButton } from './bookmark-job-button';
import { JobDetails } from './job-details';

export interface JobDetailProps {
  job: JobAnswer | null;
  onClose: () => void;
  applied: boolean;
}

/**
 * docs/product.md's detail modal: the job's details, Save and Apply, and a link to the job's own page to share or bookmark.
 * Loaded after the list's first screen (see job-detail-dialog.tsx).
 */
export function JobDetailModal({ job, onClose, applied }: JobDetailProps) {
  return (
    <Modal
      open={job !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={job?.title ?? ''}
      description={
        job ? `${job.company_name ?? ''}${job.department ? ` · ${job.department}` : ''}` : undefined
      }
      footer={
        job && (
          <>
            <Link to={jobPath(job.id)} className="mr-auto self-center text-sm font-medium text-brand-700 hover:underline">
              Job page<span className="sr-only"> of {job.title}</span>
            </Link>
            <BookmarkJobButton jobId={job.id} saved={Boolean(job.isSaved)} title={job.title} size="md" />
            <ApplyButton job={job} applied={applied} />
          </>
        )
      }
    >
      {job && <JobDetails job={job} />}
    </Modal>
  );
}

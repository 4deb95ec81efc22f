import { UI_MESSAGES } from '@tandem/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { appliedJobIds, useApplications } from '../../applications';
import { useJob } from '../api/get-job';
import { ApplyButton } from '../components/apply-button';
import { JobDetails } from '../components/job-details';
import { ReportButton } from '../../trust';
import { BookmarkJobButton } from '../components/bookmark-job-button';

const backToMatches = (
  <Link to="/yourmatches" className={buttonClasses({ variant: 'outline' })}>
    Back to your matches
  </Link>
);

/** /jobs/{id}: one job's details at an address of its own, to share, bookmark or open from a notification. */
function JobPageScreen() {
  const jobId = Number(useParams().jobId);
  const [params] = useSearchParams();
  const job = useJob(jobId);
  const applications = useApplications();

  if (!Number.isInteger(jobId) || jobId <= 0 || (job.isError && isApiError(job.error, 404))) {
    return (
      <>
        <PageHeader title="Job not found" />
        <EmptyState action={backToMatches}>This job does not exist, or it is no longer open.</EmptyState>
      </>
    );
  }
  if (job.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger-600/30 bg-red-50 p-6">
        <title>Job · Tandem</title>
        <p className="font-medium text-danger-700">
          {UI_MESSAGES.common.errorPrefix}
          {job.error.message}
        </p>
        <Button variant="outline" onClick={() => void job.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (job.isPending) {
    return (
      <div role="status" aria-label="Loading the job" className="space-y-4">
        <title>Job · Tandem</title>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-48" />
      </div>
    );
  }

  const data = job.data;
  const applied = appliedJobIds(applications.data ?? []).has(data.id);
  return (
    <>
      <PageHeader
        title={data.title}
        description={`${data.company_name ?? ''}${data.department ? ` · ${data.department}` : ''}`}
        actions={
          <>
            <ReportButton targetType="job" targetId={data.id} />
            <BookmarkJobButton jobId={data.id} saved={Boolean(data.isSaved)} title={data.title} size="md" />
            <ApplyButton job={data} applied={applied} openAtOnce={params.get('apply') === '1' && applications.isSuccess} />
          </>
        }
      />
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <JobDetails job={data} />
      </div>
    </>
  );
}

export function JobPageRoute() {
  return (
    <ScreenErrorBoundary>
      <JobPageScreen />
    </ScreenErrorBoundary>
  );
}

import { loginPathFor } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { userQueryOptions } from '../../auth';
import { JobPageRoute } from '../../jobs';
import { usePublicJob } from '../api/public-pages';
import { PublicJobView } from '../components/public-job-view';

/**
 * /jobs/{id} for a visitor (or an organisation): the job, and Apply through sign-in or sign-up back to it. It is
 * given the route's query rather than asking again: a second observer mounting on a failed query fetches it anew,
 * which put the route back to loading, unmounted this screen and mounted it again when the 404 came back, a request
 * loop for a job that does not exist.
 */
function PublicJobScreen({ jobId, job }: { jobId: number; job: ReturnType<typeof usePublicJob> }) {
  if (!Number.isInteger(jobId) || jobId <= 0 || (job.isError && isApiError(job.error, 404))) {
    return (
      <>
        <title>Page not found · Tandem</title>
        <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
        <EmptyState action={<Link to="/browse" className={buttonClasses({ variant: 'outline' })}>Browse jobs</Link>}>This job does not exist, or it was removed.</EmptyState>
      </>
    );
  }
  if (job.isError) throw job.error;
  if (job.isPending) {
    return (
      <div role="status" aria-label="Loading the job" className="space-y-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  const apply = (
    <Link to={loginPathFor(`/jobs/${job.data.id}?apply=1`)} className={buttonClasses({})}>
      Apply
    </Link>
  );
  return <PublicJobView job={job.data} action={apply} />;
}

/**
 * A signed-in candidate gets their own view of an open job (match, save, Apply); anyone else, and everyone for a
 * job no longer open, the public page. The candidates' job API answers 404 for a closed or paused job, so their
 * view would say 'Job not found' where the page the server sent says it is no longer accepting applications:
 * what a job that stopped says is the same for everyone (docs/product.md section C16).
 */
export function PublicJobRoute() {
  const user = useQuery(userQueryOptions());
  const jobId = Number(useParams().jobId);
  const publicJob = usePublicJob(jobId);
  // Until the job and the session are known the page the server sent stays on screen (its first paint).
  if (Number.isInteger(jobId) && jobId > 0 && (publicJob.isPending || user.isPending)) return <PageSpinner label="Loading the job" appLoading />;
  if (user.data?.role === 'candidate' && publicJob.data?.status === 'active') return <JobPageRoute />;
  return (
    <ScreenErrorBoundary>
      <PublicJobScreen jobId={jobId} job={publicJob} />
    </ScreenErrorBoundary>
  );
}

import { UI_MESSAGES } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { appliedJobIds, pipelineCounts, useApplications } from '../../applications';
import { upcomingBooked, useInterviews } from '../../interviews';
import { useSavedJobs } from '../api/get-jobs';
import { JobCard } from '../components/job-card';
import { JobCardSkeleton } from '../components/job-card-skeleton';
import { JobDetailDialog } from '../components/job-detail-dialog';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { useOpenJob } from '../hooks/use-open-job';

const icon = (path: string): ReactNode => (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path strokeLinecap="round" strokeLinejoin="round" d={path} />
  </svg>
);

const ShortlistedTag = () => (
  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
    Shortlisted
  </span>
);

/** /jobs (My Shortlisted Jobs): saved jobs, with the candidate's interviews and applications under review. */
function ShortlistedJobsScreen() {
  const saved = useSavedJobs();
  const applications = useApplications();
  const interviews = useInterviews();
  const [openId, openJob, closeJob] = useOpenJob();
  useFetchErrorToast(saved.isError ? saved.errorUpdatedAt : 0);

  // Dashboard figures fall back to zeros when they cannot be read (docs/product.md section 8).
  const counts = pipelineCounts(applications.data ?? []);
  const figure = (value: number, pending: boolean) =>
    pending ? <Skeleton className="mt-1 h-7 w-10" /> : value;
  const jobs = saved.data?.results ?? [];
  const open = jobs.find((job) => job.id === openId) ?? null;
  const applied = appliedJobIds(applications.data ?? []);

  return (
    <>
      <PageHeader
        title="My Shortlisted Jobs"
        description="The jobs you saved, and how your applications are going."
      />
      <div className="mb-8 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Shortlisted"
          value={figure(saved.data?.count ?? 0, saved.isPending)}
          icon={icon('M6 3h12v18l-6-4-6 4z')}
        />
        <StatCard
          label="Interviews Scheduled"
          value={figure(upcomingBooked(interviews.data ?? []), interviews.isPending)}
          icon={icon('M8 7V3m8 4V3M4 11h16M5 5h14a1 1 0 0 1 1 1v14H4V6a1 1 0 0 1 1-1z')}
        />
        <StatCard
          label="Under Review"
          value={figure(counts.underReview, applications.isPending)}
          icon={icon('M12 8v4l3 3m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0z')}
        />
      </div>
      <section aria-labelledby="opportunities-heading">
        <h2 id="opportunities-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Your Opportunities
        </h2>
        {saved.isPending ? (
          <div role="status" aria-label="Loading your saved jobs" className="grid gap-4 lg:grid-cols-2">
            <JobCardSkeleton />
            <JobCardSkeleton />
          </div>
        ) : saved.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-6 font-medium text-danger-700">
            {UI_MESSAGES.common.errorPrefix}
            {saved.error.message}
          </p>
        ) : jobs.length === 0 ? (
          <EmptyState
            action={
              <Link to="/yourmatches" className={buttonClasses({ variant: 'secondary' })}>
                Browse your matches
              </Link>
            }
          >
            {UI_MESSAGES.shortlist.noJobsFound}
          </EmptyState>
        ) : (
          <ul aria-label="Shortlisted jobs" className="grid gap-4 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard
                  job={job}
                  isOpen={openId === job.id}
                  onToggle={() => openJob(job.id)}
                  badge={<ShortlistedTag />}
                  viewLabel="View Details"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <JobDetailDialog
        job={open}
        onClose={closeJob}
        applied={open ? applied.has(open.id) : false}
      />
    </>
  );
}

export function ShortlistedJobsRoute() {
  return (
    <ScreenErrorBoundary>
      <ShortlistedJobsScreen />
    </ScreenErrorBoundary>
  );
}

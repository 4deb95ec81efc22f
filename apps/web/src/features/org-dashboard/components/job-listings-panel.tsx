import { UI_MESSAGES } from '@tandem/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/dates';
import { JobListFilters, JobStatusSelect, cityAndCountry, useMyJobsList } from '../../job-posts';

const PAGE_SIZE = 5;

/** The dashboard's Job Listings: the organisation's own jobs, searched, filtered and paged on the server. */
export function JobListingsPanel() {
  const { search, setSearch, status, setStatus, page, setPage, jobs, results } = useMyJobsList(PAGE_SIZE);

  return (
    <Card aria-labelledby="job-listings-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="job-listings-title">Job Listings</CardTitle>
        <Link to="/jobpost" className={buttonClasses({ size: 'sm' })}>
          Create Job
        </Link>
      </div>
      <div className="flex flex-wrap gap-3">
        <JobListFilters
          search={search}
          onSearch={setSearch}
          status={status}
          onStatus={setStatus}
          allLabel="All"
          searchLabel="Search job listings"
          searchPlaceholder="Search jobs"
          searchClassName="min-w-0 flex-1 basis-48"
          statusClassName="w-32 shrink-0"
        />
      </div>
      {jobs.isError && <FormAlert>{UI_MESSAGES.jobs.errorFetchingJobs}</FormAlert>}
      {jobs.isPending ? (
        <div role="status" aria-label="Loading jobs" className="space-y-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : results.length === 0 ? (
        !jobs.isError && <p className="py-6 text-center text-sm text-slate-700">{UI_MESSAGES.jobs.noJobsMatching}</p>
      ) : (
        <table className="w-full table-fixed text-left text-sm" aria-busy={jobs.isFetching || undefined}>
          <caption className="sr-only">Your job listings</caption>
          <thead className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                Title
              </th>
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                Location
              </th>
              <th scope="col" className="hidden w-28 py-2 pr-3 md:table-cell">
                Posted
              </th>
              <th scope="col" className="w-32 py-2 sm:w-36">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {results.map((job) => (
              <tr key={job.id}>
                <td className="py-3 pr-3">
                  <Link to={`/jobpost/${job.id}`} className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline">
                    {job.title}
                  </Link>
                  <p className="text-xs text-slate-600 sm:hidden">{cityAndCountry(job)}</p>
                </td>
                <td className="hidden py-3 pr-3 break-words text-slate-700 sm:table-cell">{cityAndCountry(job)}</td>
                <td className="hidden py-3 pr-3 text-slate-700 md:table-cell">{formatDate(job.created_at)}</td>
                <td className="py-3">
                  <JobStatusSelect job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        label="Job listings"
        page={page}
        pageSize={PAGE_SIZE}
        total={jobs.data?.count ?? 0}
        onPageChange={setPage}
        isFetching={jobs.isFetching}
      />
    </Card>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { JobListFilters, JobStatusSelect, JobTable, MyJobsResults, cityAndCountry, useMyJobsList } from '../../job-posts';
import type { JobColumn } from '../../job-posts';

const PAGE_SIZE = 5;

const COLUMNS: JobColumn[] = [
  {
    header: 'Title',
    headerClassName: 'py-2 pr-3',
    cellClassName: 'py-3 pr-3',
    cell: (job) => (
      <>
        <Link to={`/jobpost/${job.id}`} className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline">
          {job.title}
        </Link>
        <p className="text-xs text-slate-600 sm:hidden">{cityAndCountry(job)}</p>
      </>
    ),
  },
  { header: 'Location', headerClassName: 'hidden py-2 pr-3 sm:table-cell', cellClassName: 'hidden py-3 pr-3 break-words text-slate-700 sm:table-cell', cell: cityAndCountry },
  { header: 'Posted', headerClassName: 'hidden w-28 py-2 pr-3 md:table-cell', cellClassName: 'hidden py-3 pr-3 text-slate-700 md:table-cell', cell: (job) => formatDate(job.created_at) },
  { header: 'Status', headerClassName: 'w-32 py-2 sm:w-36', cellClassName: 'py-3', cell: (job) => <JobStatusSelect job={job} /> },
];

/** The dashboard's Job Listings: the organisation's own jobs, searched, filtered and paged on the server. */
export function JobListingsPanel() {
  const list = useMyJobsList(PAGE_SIZE);

  return (
    <Card aria-labelledby="job-listings-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="job-listings-title">Job Listings</CardTitle>
        <Link to="/jobpost" className={buttonClasses({ size: 'sm' })}>
          Create Job
        </Link>
      </div>
      <div className="flex flex-wrap gap-3">
        <JobListFilters list={list} look="panel" />
      </div>
      <MyJobsResults
        list={list}
        skeleton={{ className: 'space-y-2', rowClassName: 'h-12 w-full' }}
        empty={(message) => <p className="py-6 text-center text-sm text-slate-700">{message}</p>}
      >
        {(results) => (
          <JobTable jobs={results} columns={COLUMNS} caption="Your job listings" look="panel" busy={list.jobs.isFetching} />
        )}
      </MyJobsResults>
    </Card>
  );
}

import type { JobAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { cityAndCountry, jobTypeLabel, salaryRange } from '../lib/job-display';
import { ApplicantsLink } from './applicants-link';
import { EditIcon, TrashIcon } from './icons';
import { HeldNotice } from './held-notice';
import { JobStaleness } from './job-staleness';
import { JobStatusSelect } from './job-status-select';
import { JobTable } from './job-table';
import type { JobColumn } from './job-table';

/** "Leeds, United Kingdom · Remote", as the cards say it. */
const place = (job: JobAnswer): string => `${cityAndCountry(job)}${job.is_remote ? ' · Remote' : ''}`;

/** "Full-time · £40,000 – £55,000 a year", or the type alone when no pay is given (volunteering has none). */
const typeAndPay = (job: JobAnswer): string => [jobTypeLabel(job.job_type), salaryRange(job)].filter(Boolean).join(' · ');

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900';

interface JobsTableProps {
  jobs: readonly JobAnswer[];
  onDelete: (job: JobAnswer) => void;
  onView: (job: JobAnswer) => void;
}

/**
 * /myjobs as a table: Job, Location (and Remote), Type and pay, Applicants (opening them), Status, Posted (en-GB),
 * Actions: what the cards show, so the default view leaves nothing out. Narrow screens fold place, type and
 * applicants under the title.
 */
export function JobsTable({ jobs, onDelete, onView }: JobsTableProps) {
  const columns: JobColumn[] = [
    {
      header: 'Job',
      headerClassName: 'px-4 py-3',
      cellClassName: 'px-4 py-3',
      cell: (job) => (
        <>
          <button
            type="button"
            onClick={() => onView(job)}
            className="text-left font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
          >
            {job.title}
          </button>
          <p className="text-xs break-words text-slate-600 sm:hidden">{place(job)}</p>
          <p className="text-xs break-words text-slate-600 lg:hidden">{typeAndPay(job)}</p>
          <p className="text-xs sm:hidden">
            <ApplicantsLink job={job} suffix />
          </p>
          {job.department && <p className="hidden text-xs text-slate-600 sm:block">{job.department}</p>}
        </>
      ),
    },
    { header: 'Location', headerClassName: 'hidden px-4 py-3 sm:table-cell', cellClassName: 'hidden px-4 py-3 break-words text-slate-700 sm:table-cell', cell: place },
    { header: 'Type and pay', headerClassName: 'hidden px-4 py-3 lg:table-cell', cellClassName: 'hidden px-4 py-3 break-words text-slate-700 lg:table-cell', cell: typeAndPay },
    { header: 'Applicants', headerClassName: 'hidden w-28 px-4 py-3 sm:table-cell', cellClassName: 'hidden px-4 py-3 sm:table-cell', cell: (job) => <ApplicantsLink job={job} /> },
    {
      header: 'Status',
      headerClassName: 'w-32 px-2 py-3 sm:w-40 sm:px-4',
      cellClassName: 'px-2 py-3 sm:px-4',
      cell: (job) => (
        <>
          <JobStatusSelect job={job} />
          <JobStaleness job={job} />
          <HeldNotice job={job} />
        </>
      ),
    },
    { header: 'Posted', headerClassName: 'hidden w-28 px-4 py-3 md:table-cell', cellClassName: 'hidden px-4 py-3 text-slate-700 md:table-cell', cell: (job) => formatDate(job.created_at) },
    {
      header: 'Actions',
      headerClassName: 'w-22 px-2 py-3 text-right sm:w-28 sm:px-4',
      cellClassName: 'px-2 py-3 sm:px-4',
      cell: (job) => (
        <div className="flex justify-end gap-1">
          <Link to={`/jobpost/${job.id}`} className={iconButton} aria-label={`Edit ${job.title}`}>
            <EditIcon />
          </Link>
          <button type="button" className={`${iconButton} hover:text-danger-700`} aria-label={`Delete ${job.title}`} onClick={() => onDelete(job)}>
            <TrashIcon />
          </button>
        </div>
      ),
    },
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <JobTable jobs={jobs} columns={columns} caption="Your jobs" look="page" />
    </div>
  );
}

import type { JobAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { cityAndCountry } from '../lib/job-display';
import { ApplicantsLink } from './applicants-link';
import { EditIcon, TrashIcon } from './icons';
import { JobStaleness } from './job-staleness';
import { JobStatusSelect } from './job-status-select';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900';

interface JobsTableProps {
  jobs: readonly JobAnswer[];
  onDelete: (job: JobAnswer) => void;
  onView: (job: JobAnswer) => void;
}

/**
 * /myjobs as a table: Job, Location, Applicants (opening them), Status, Posted (en-GB), Actions. Narrow screens fold
 * location and applicants under the title.
 */
export function JobsTable({ jobs, onDelete, onView }: JobsTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Your jobs</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Job
            </th>
            <th scope="col" className="hidden px-4 py-3 sm:table-cell">
              Location
            </th>
            <th scope="col" className="hidden w-28 px-4 py-3 sm:table-cell">
              Applicants
            </th>
            <th scope="col" className="w-32 px-2 py-3 sm:w-40 sm:px-4">
              Status
            </th>
            <th scope="col" className="hidden w-28 px-4 py-3 md:table-cell">
              Posted
            </th>
            <th scope="col" className="w-22 px-2 py-3 text-right sm:w-28 sm:px-4">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {jobs.map((job) => (
            <tr key={job.id} className="align-middle">
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onView(job)}
                  className="text-left font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
                >
                  {job.title}
                </button>
                <p className="text-xs break-words text-slate-600 sm:hidden">{cityAndCountry(job)}</p>
                <p className="text-xs sm:hidden">
                  <ApplicantsLink job={job} suffix />
                </p>
                {job.department && <p className="hidden text-xs text-slate-600 sm:block">{job.department}</p>}
              </td>
              <td className="hidden px-4 py-3 break-words text-slate-700 sm:table-cell">{cityAndCountry(job)}</td>
              <td className="hidden px-4 py-3 sm:table-cell">
                <ApplicantsLink job={job} />
              </td>
              <td className="px-2 py-3 sm:px-4">
                <JobStatusSelect job={job} />
                <JobStaleness job={job} />
              </td>
              <td className="hidden px-4 py-3 text-slate-700 md:table-cell">{formatDate(job.created_at)}</td>
              <td className="px-2 py-3 sm:px-4">
                <div className="flex justify-end gap-1">
                  <Link to={`/jobpost/${job.id}`} className={iconButton} aria-label={`Edit ${job.title}`}>
                    <EditIcon />
                  </Link>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-danger-700`}
                    aria-label={`Delete ${job.title}`}
                    onClick={() => onDelete(job)}
                  >
                    <TrashIcon />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

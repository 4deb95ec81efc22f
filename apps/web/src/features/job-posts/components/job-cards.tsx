import type { JobAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { cityAndCountry, jobTypeLabel, salaryRange } from '../lib/job-display';
import { statusOf } from '../lib/job-status';
import { ApplicantsLink } from './applicants-link';
import { EditIcon, TrashIcon } from './icons';
import { JobStatusBadge } from './job-status-badge';
import { HeldNotice } from './held-notice';
import { JobStaleness } from './job-staleness';
import { JobStatusSelect } from './job-status-select';

interface JobCardsProps {
  jobs: readonly JobAnswer[];
  onDelete: (job: JobAnswer) => void;
  onView: (job: JobAnswer) => void;
}

/** /myjobs as cards, each with View Details. */
export function JobCards({ jobs, onDelete, onView }: JobCardsProps) {
  return (
    <ul aria-label="Your jobs" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {jobs.map((job) => {
        const salary = salaryRange(job);
        return (
          <li key={job.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-semibold break-words text-slate-900">{job.title}</h3>
              <JobStatusBadge status={statusOf(job)} />
            </div>
            <p className="mt-1 text-sm break-words text-slate-700">
              {cityAndCountry(job)}
              {job.is_remote ? ' · Remote' : ''}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-600">Type</dt>
                <dd className="text-slate-900">{jobTypeLabel(job.job_type)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">Posted</dt>
                <dd className="text-slate-900">{formatDate(job.created_at)}</dd>
              </div>
              {salary && (
                <div>
                  <dt className="text-xs text-slate-600">Salary</dt>
                  <dd className="text-slate-900">{salary}</dd>
                </div>
              )}
              <div>
                <dt className="text-xs text-slate-600">Applicants</dt>
                <dd className="text-slate-900">
                  <ApplicantsLink job={job} />
                </dd>
              </div>
            </dl>
            <JobStaleness job={job} />
            <HeldNotice job={job} />
            <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
              <Button size="sm" onClick={() => onView(job)}>
                View Details
                <span className="sr-only"> of {job.title}</span>
              </Button>
              <div className="w-32">
                <JobStatusSelect job={job} />
              </div>
              <div className="ml-auto flex gap-1">
                <Link
                  to={`/jobpost/${job.id}`}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2' })}
                  aria-label={`Edit ${job.title}`}
                >
                  <EditIcon />
                </Link>
                <Button variant="ghost" size="sm" className="px-2 hover:text-danger-700" aria-label={`Delete ${job.title}`} onClick={() => onDelete(job)}>
                  <TrashIcon />
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

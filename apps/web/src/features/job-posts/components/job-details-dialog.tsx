import type { JobAnswer } from '@tandem/contract';
import { splitCommaList } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/dates';
import { fullPlace, jobTypeLabel, salaryRange } from '../lib/job-display';
import { statusOf } from '../lib/job-status';
import { JobStatusBadge } from './job-status-badge';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything about one of the organisation's jobs, with a way to edit it. */
export function JobDetailsDialog({ job, onClose }: { job: JobAnswer | null; onClose: () => void }) {
  const skills = job ? splitCommaList(job.keywords) : [];
  return (
    <Modal
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={job?.title ?? ''}
      description={job ? [job.company_name, job.department].filter(Boolean).join(' · ') || undefined : undefined}
      size="lg"
      footer={
        job && (
          <Link to={`/jobpost/${job.id}`} className={buttonClasses()}>
            Edit job
          </Link>
        )
      }
    >
      {job && (
        <div className="space-y-5">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Detail term="Status">
              <JobStatusBadge status={statusOf(job)} />
            </Detail>
            <Detail term="Posted">{formatDate(job.created_at)}</Detail>
            <Detail term="Location">
              {fullPlace(job)}
              {job.is_remote ? ' (Remote)' : ''}
            </Detail>
            <Detail term="Job type">{jobTypeLabel(job.job_type)}</Detail>
            <Detail term="Salary">{salaryRange(job) || 'Not given'}</Detail>
            <Detail term="Experience">
              {job.years_of_experience} {job.years_of_experience === 1 ? 'year' : 'years'}
            </Detail>
            <Detail term="Degree requirements">{job.degree_requirements || 'None'}</Detail>
            <Detail term="Visa sponsorship">{job.visa_sponsor ? 'Available' : 'Not available'}</Detail>
            {job.applicants_count !== undefined && <Detail term="Applicants">{job.applicants_count}</Detail>}
            <Detail term="Benefits and perks">{job.benefits_and_perks || 'None'}</Detail>
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Skills</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {skills.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Description</h3>
            <p className="mt-2 whitespace-pre-line text-slate-800">{job.description}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}

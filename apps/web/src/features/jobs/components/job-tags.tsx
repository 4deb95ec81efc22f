import type { JobAnswer } from '@tandem/contract';
import { modeLabel, typeLabel } from '../lib/job-format';

/** Remote or On-site, and Full-time or Internship (or Volunteering). */
export function JobTags({ job }: { job: Pick<JobAnswer, 'is_remote' | 'job_type'> }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      <li className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-800">
        {modeLabel(job)}
      </li>
      <li className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800">
        {typeLabel(job.job_type)}
      </li>
    </ul>
  );
}

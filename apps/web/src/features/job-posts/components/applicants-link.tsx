import type { JobAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { applicantsPath } from '../../../lib/applicants-path';

/** A job's applicant count, opening that job's applicants on /candidatelist. */
export function ApplicantsLink({ job, suffix = false }: { job: JobAnswer; suffix?: boolean }) {
  const count = job.applicants_count ?? 0;
  const noun = count === 1 ? 'applicant' : 'applicants';
  return (
    <Link to={applicantsPath(job.id)} className="font-medium text-brand-700 hover:underline">
      {count}
      {suffix ? ` ${noun}` : <span className="sr-only"> {noun}</span>}
      <span className="sr-only"> for {job.title}</span>
    </Link>
  );
}

import type { JobAnswer } from '@tandem/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { MatchBadge } from '../../jobs';

/** A job of type volunteering in /volunteer's one list: applied to on its own page, like any job. */
export function VolunteeringJobCard({ job }: { job: JobAnswer }) {
  const titleId = useId();
  const place = job.is_remote ? 'Remote' : [job.city, job.country].filter(Boolean).join(', ');
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {job.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <MatchBadge score={job.match_score ?? null} />
          <span className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-800">Volunteering job</span>
        </div>
      </div>
      <p className="text-sm text-slate-800">{job.company_name}</p>
      {place && <p className="text-sm text-slate-700">{place}</p>}
      <p className="line-clamp-2 text-sm text-slate-800">{job.description}</p>
      <div className="mt-auto pt-2">
        <Link className="inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800" to={`/jobs/${job.id}`}>
          View and apply<span className="sr-only"> to {job.title}</span>
        </Link>
      </div>
    </article>
  );
}

import { CLOSED_JOB_NOTICE, jobView, type PublicJobAnswer } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { ReportButtonIfSignedIn } from '../../trust';

/**
 * One job as its public page shows it: the contract's jobView, which the server's HTML draws too
 * (apps/api/src/modules/public-pages/views.ts), so what a crawler reads is what a visitor sees.
 */
export function PublicJobView({ job, action }: { job: PublicJobAnswer; action: ReactNode }) {
  const view = jobView(job);
  return (
    <article className="space-y-6">
      <title>{`${view.title} · ${job.company_name ?? 'Tandem'}`}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{view.title}</h1>
        <p className="text-slate-800">
          {job.company === null ? view.organisation : <Link to={`/organisations/${job.company}`} className="underline-offset-2 hover:underline">{view.organisation}</Link>}{' '}
          <VerifiedBadge verified={view.verified} />
        </p>
        <p className="text-sm text-slate-700">{view.record}</p>
        <ReportButtonIfSignedIn targetType="job" targetId={job.id} className="-ml-3" />
      </div>
      {view.open ? action : <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{CLOSED_JOB_NOTICE}</p>}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {view.facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-700">{fact.label}</dt>
            <dd className="font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">About the job</h2>
        {view.paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line text-slate-800">{paragraph}</p>
        ))}
      </section>
      {view.skills.length > 0 && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">Skills</h2>
          <ul className="flex flex-wrap gap-2">
            {view.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">{skill}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** A job in a list: title (its page), organisation, and its facts but the dates. */
export function PublicJobCard({ job }: { job: PublicJobAnswer }) {
  const view = jobView(job);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">
        <Link to={`/jobs/${job.id}`} className="underline-offset-2 hover:underline">{view.title}</Link>
      </h2>
      <p className="text-sm text-slate-800">
        {view.organisation} <VerifiedBadge verified={view.verified} />
      </p>
      <p className="mt-1 text-sm text-slate-700">{view.facts.filter((fact) => fact.label !== 'Posted' && fact.label !== 'Closes').map((fact) => fact.value).join(' · ')}</p>
    </li>
  );
}

import type { JobAnswer } from '@tandem/contract';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatRelative } from '../../../lib/dates';
import { placeOf, salaryRange } from '../lib/job-format';
import { CompanyLogo } from './company-logo';
import { JobTags } from './job-tags';
import { MatchBadge } from './match-badge';
import { SaveJobButton } from './save-job-button';

interface JobCardProps {
  job: JobAnswer;
  isOpen: boolean;
  onToggle: () => void;
  /** Extra tags before the type tags (the shortlist's "Shortlisted"). */
  badge?: ReactNode;
  /** The toggle's words: View/Hide on the matches, View Details on the shortlist. */
  viewLabel?: string;
}

/** One job: logo, title, company, place, salary, tags, the match badge, when it was posted, Save and View. */
export function JobCard({ job, isOpen, onToggle, badge, viewLabel }: JobCardProps) {
  const titleId = useId();
  const salary = salaryRange(job);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo name={job.company_name} logo={job.company_logo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
              {job.title}
            </h3>
            <MatchBadge score={job.match_score} />
          </div>
          <p className="text-sm text-slate-800">{job.company_name}</p>
          <p className="mt-1 text-sm text-slate-700">
            {placeOf(job)}
            {salary && <span className="whitespace-nowrap"> · {salary}</span>}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {badge}
            <JobTags job={job} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-700">Posted {formatRelative(job.created_at)}</p>
        <div className="flex gap-2">
          <SaveJobButton jobId={job.id} saved={Boolean(job.isSaved)} title={job.title} />
          <Button
            size="sm"
            variant="primary"
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={onToggle}
          >
            {viewLabel ?? (isOpen ? 'Hide' : 'View')}
            <span className="sr-only"> {job.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="job-card-skeleton"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="size-12 shrink-0 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-3 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-3 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
        </div>
      </div>
      <div className="mt-5 h-8 rounded bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}

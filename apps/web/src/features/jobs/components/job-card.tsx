import type { JobAnswer } from '@tandem/contract';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatRelative } from '../../../lib/dates';
import { placeOf, salaryRange } from '../lib/job-format';
import { CompanyLogo } from './company-logo';
import { JobTags } from './job-tags';
import { MatchBadge } from './match-badge';
import { ReplyRecord } from './reply-record';
import { ReportButton } from '../../trust';
import { BookmarkJobButton } from './bookmark-job-button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

interface JobCardProps {
  job: JobAnswer;
  isOpen: boolean;
  onToggle: () => void;
  /** Extra tags before the type tags (the shortlist's "Shortlisted"). */
  badge?: ReactNode;
  /** The toggle's words: View/Hide on the matches, View Details on the shortlist. */
  viewLabel?: string;
  /** The title's heading level: 2 right under the screen's title (the matches), 3 under a section's (default). */
  headingLevel?: 2 | 3;
}

/** One job: logo, title, company, place, salary, tags, the match badge, when it was posted, Save and View. */
export function JobCard({ job, isOpen, onToggle, badge, viewLabel, headingLevel = 3 }: JobCardProps) {
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
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
            <Title id={titleId} className="text-base font-semibold break-words text-slate-900">
              {job.title}
            </Title>
            <MatchBadge score={job.match_score} />
          </div>
          <p className="text-sm text-slate-800">
            {job.company_name} <VerifiedBadge verified={job.company_verified} />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {placeOf(job)}
            {salary && <span> · {salary}</span>}
          </p>
          <ReplyRecord rate={job.company_response_rate} medianDays={job.company_median_reply_days} />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {badge}
            <JobTags job={job} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-700">Posted {formatRelative(job.created_at)}</p>
        <div className="flex gap-2">
          <ReportButton targetType="job" targetId={job.id} />
          <BookmarkJobButton jobId={job.id} saved={Boolean(job.isSaved)} title={job.title} />
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

import type { InterviewAnswer, JobApplicationAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { jobPath } from '../../../lib/job-path';
import { formatLongDate } from '../../../lib/dates';
import { replyLine } from '../lib/application-status';
import { StatusBadge } from './status-badge';
import { ConversationLink } from '../../conversations';
import { CandidateInterview } from '../../interviews';

interface ApplicationItemProps {
  application: JobApplicationAnswer;
  onWithdraw: (application: JobApplicationAnswer) => void;
  /** Its conversation with the organisation, when there is one. */
  conversationId?: number | undefined;
  /** Its latest interview, when the organisation proposed one. */
  interview?: InterviewAnswer | undefined;
}

/**
 * One application: the job, the organisation, when, the status, and Withdraw while it is open. Its dates are long
 * ('24 November 2026'), as the reply promise beside them and the rest of /applications word theirs.
 */
export function ApplicationItem({ application, onWithdraw, conversationId, interview }: ApplicationItemProps) {
  const reply = replyLine(application);
  return (
    <article className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="min-w-0">
        <h2 className="text-base font-semibold break-words text-slate-900">
          <Link to={jobPath(application.job)} className="text-brand-800 hover:underline">
            {application.job_title}
          </Link>
        </h2>
        <p className="text-sm text-slate-800">{application.company_name}</p>
        <p className="mt-1 text-sm text-slate-700">
          Applied <time dateTime={application.applied_at}>{formatLongDate(application.applied_at)}</time>
          {application.withdrawn_at && (
            <>
              {' '}
              · withdrawn{' '}
              <time dateTime={application.withdrawn_at}>{formatLongDate(application.withdrawn_at)}</time>
            </>
          )}
        </p>
        {reply && (
          <p className={application.status === 'no_reply' ? 'mt-1 text-sm font-medium text-red-800' : 'mt-1 text-sm text-slate-700'}>{reply}</p>
        )}
        {application.status === 'no_reply' && (
          <p className="mt-1 text-sm text-slate-700">
            That says nothing about you.{' '}
            <Link to="/yourmatches" className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
              See jobs that match your profile
            </Link>
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge application={application} />
        <ConversationLink
          basePath="/messages"
          conversationId={conversationId}
          label={`Message ${application.company_name ?? 'the organisation'} about ${application.job_title}`}
        />
        {application.is_open && (
          <Button variant="outline" size="sm" onClick={() => onWithdraw(application)}>
            Withdraw<span className="sr-only"> your application for {application.job_title}</span>
          </Button>
        )}
      </div>
      {interview && <CandidateInterview interview={interview} company={application.company_name ?? 'The organisation'} />}
    </article>
  );
}

import type { InterviewAnswer, JobApplicationAnswer } from '@tandem/contract';
import { formatDate } from '../../../lib/dates';
import { resumeUrl } from '../api/has-resume';
import { ApplicantTeamButton } from './applicant-team-button';
import { ScoreBadge } from './score-badge';
import { StageMenu } from './stage-menu';
import { ConversationLink, useConversationByApplication } from '../../conversations';
import { ApplicantInterview } from '../../interviews';

/** One applicant: who, their match score, when, how to reach them and their résumé, the team's notes and history, and the stage select that moves them. */
export function ApplicantCard({
  application,
  jobId,
  interview,
  score,
}: {
  application: JobApplicationAnswer;
  jobId: number;
  interview?: InterviewAnswer | undefined;
  /** The matching engine's score for this applicant (absent when they chose to be seen by nobody). */
  score?: number | undefined;
}) {
  const { candidate } = application;
  const withdrawn = application.withdrawn_at !== null;
  const conversationId = useConversationByApplication().get(application.id);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium break-words text-slate-900">{candidate.name}</p>
        {score !== undefined && <ScoreBadge score={score} />}
      </div>
      {candidate.title && <p className="text-xs break-words text-slate-700">{candidate.title}</p>}
      <p className="mt-1 text-xs text-slate-600">Applied {formatDate(application.applied_at)}</p>
      {application.is_open && application.replied_at === null && application.reply_due_at && (
        <p className="text-xs font-medium text-amber-800">Reply by {formatDate(application.reply_due_at)}</p>
      )}
      <ul className="mt-2 space-y-0.5 text-sm">
        {candidate.email && (
          <li className="break-all">
            <a href={`mailto:${candidate.email}`} className="text-brand-700 hover:underline">
              {candidate.email}
            </a>
          </li>
        )}
        {candidate.phone_number && (
          <li>
            <a href={`tel:${candidate.phone_number.replace(/\s+/g, '')}`} className="text-brand-700 hover:underline">
              {candidate.phone_number}
            </a>
          </li>
        )}
        {candidate.has_resume === true && (
          <li>
            <a href={resumeUrl(candidate.id)} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
              Résumé (PDF)<span className="sr-only"> of {candidate.name}, opens in a new tab</span>
            </a>
          </li>
        )}
        {candidate.has_resume === false && <li className="text-slate-600">No résumé uploaded</li>}
      </ul>
      {conversationId !== undefined && (
        <div className="mt-2">
          <ConversationLink basePath="/chats" conversationId={conversationId} label={`Message ${candidate.name}`} />
        </div>
      )}
      {application.note && <p className="mt-2 text-sm whitespace-pre-line text-slate-800">“{application.note}”</p>}
      <ApplicantInterview
        applicationId={application.id}
        candidateName={candidate.name}
        interview={interview}
        canPropose={!withdrawn && application.status !== 'hired' && application.status !== 'rejected'}
      />
      <ApplicantTeamButton application={application} />
      {withdrawn ? (
        <p className="mt-2 text-xs font-medium text-slate-700">Withdrawn {formatDate(application.withdrawn_at)}</p>
      ) : (
        <StageMenu application={application} jobId={jobId} />
      )}
    </li>
  );
}

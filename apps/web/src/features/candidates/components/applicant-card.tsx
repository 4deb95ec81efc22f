import { APPLICATION_STATUS_LABELS } from '@tandem/contract';
import type { ApplicationStatus, JobApplicationAnswer } from '@tandem/contract';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { resumeUrl } from '../api/has-resume';
import { useMoveApplication } from '../api/move-application';
import { CANDIDATE_MESSAGES } from '../lib/messages';
import { stageOptions } from '../lib/pipeline';
import { ConversationLink, useConversationByApplication } from '../../conversations';

/** One applicant: who, when, how to reach them and their résumé, and the stage select that moves them. */
export function ApplicantCard({ application, jobId }: { application: JobApplicationAnswer; jobId: number }) {
  const move = useMoveApplication(jobId);
  const toast = useToast();
  const { candidate } = application;
  const status = move.isPending && move.variables ? move.variables.status : application.status;
  const withdrawn = application.withdrawn_at !== null;
  const conversationId = useConversationByApplication().get(application.id);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <p className="font-medium break-words text-slate-900">{candidate.name}</p>
      {candidate.title && <p className="text-xs break-words text-slate-700">{candidate.title}</p>}
      <p className="mt-1 text-xs text-slate-600">Applied {formatDate(application.applied_at)}</p>
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
      {withdrawn ? (
        <p className="mt-2 text-xs font-medium text-slate-700">Withdrawn {formatDate(application.withdrawn_at)}</p>
      ) : (
        <div className="mt-3">
          <Select
            aria-label={`Stage of ${candidate.name}`}
            value={status}
            options={stageOptions(application.status)}
            disabled={move.isPending || stageOptions(application.status).length === 1}
            className="h-9"
            onChange={(event) => {
              const next = event.target.value as ApplicationStatus;
              move.mutate(
                { id: application.id, status: next },
                {
                  onSuccess: () => toast.success(CANDIDATE_MESSAGES.moved(candidate.name, APPLICATION_STATUS_LABELS[next])),
                  onError: () => toast.error(CANDIDATE_MESSAGES.moveFailed),
                },
              );
            }}
          />
        </div>
      )}
    </li>
  );
}

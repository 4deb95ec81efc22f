import type { InvitationAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/dates';
import { ConversationLink } from './conversation-link';
import { InvitationStatus } from './invitation-status';
import { LinkedText } from './linked-text';

interface InvitationCardProps {
  invitation: InvitationAnswer;
  onAccept?: (invitation: InvitationAnswer) => void;
  onDecline?: (invitation: InvitationAnswer) => void;
  accepting: boolean;
}

/** One invitation as the candidate sees it: the job, who sent it, their message, and the answer or the buttons. */
export function InvitationCard({ invitation, onAccept, onDecline, accepting }: InvitationCardProps) {
  const { job } = invitation;
  const place = job.is_remote ? 'Remote' : [job.city, job.country].filter(Boolean).join(', ');
  const pending = invitation.status === 'pending';
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words text-slate-900">{job.title}</h3>
          <p className="text-sm text-slate-800">
            {invitation.company.name}
            {place && ` · ${place}`}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            Invited <time dateTime={invitation.created_at}>{formatLongDate(invitation.created_at)}</time>
          </p>
        </div>
        {!pending && <InvitationStatus status={invitation.status} />}
      </div>
      {invitation.message && (
        <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          <LinkedText text={invitation.message} linkClassName="text-brand-800" />
        </p>
      )}
      {invitation.decline_reason && <p className="mt-2 text-sm text-slate-700">Your reason: {invitation.decline_reason}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {pending ? (
          <>
            <Button size="sm" isPending={accepting} onClick={() => onAccept?.(invitation)}>
              Accept<span className="sr-only"> the invitation to apply to {job.title}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDecline?.(invitation)}>
              Decline<span className="sr-only"> the invitation to apply to {job.title}</span>
            </Button>
          </>
        ) : (
          <ConversationLink basePath="/messages" conversationId={invitation.conversation ?? undefined} label={`Message ${invitation.company.name}`} />
        )}
      </div>
    </article>
  );
}

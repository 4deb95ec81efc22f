import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/dates';
import { useInvitations } from '../api/invitations';
import { useConversationByApplication, ConversationLink } from './conversation-link';
import { InvitationStatus } from './invitation-status';

/** The invitations an organisation sent for one job, and each answer (a decline with its reason). */
export function SentInvitations({ jobId }: { jobId: number }) {
  const invitations = useInvitations(jobId);
  const conversations = useConversationByApplication();
  if (invitations.isPending) {
    return (
      <div role="status" aria-label="Loading invitations">
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (invitations.isError) return <FormAlert>The invitations could not be loaded.</FormAlert>;
  const list = invitations.data.results;
  if (list.length === 0) {
    return <EmptyState>No invitations yet. Invite a ranked candidate from Best matches, and their answer shows here.</EmptyState>;
  }
  return (
    <ul aria-label="Invitations sent" className="space-y-3">
      {list.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{invitation.candidate.name}</p>
            <p className="text-sm text-slate-700">
              Sent <time dateTime={invitation.created_at}>{formatDate(invitation.created_at)}</time>
              {invitation.answered_at && (
                <>
                  {' '}
                  · answered <time dateTime={invitation.answered_at}>{formatDate(invitation.answered_at)}</time>
                </>
              )}
            </p>
            {invitation.decline_reason && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">“{invitation.decline_reason}”</p>}
          </div>
          <div className="flex items-center gap-2">
            <InvitationStatus status={invitation.status} />
            <ConversationLink
              basePath="/chats"
              conversationId={invitation.conversation ?? (invitation.application !== null ? conversations.get(invitation.application) : undefined)}
              label={`Message ${invitation.candidate.name}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

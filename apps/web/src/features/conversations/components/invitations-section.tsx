import type { InvitationAnswer } from '@tandem/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useAnswerInvitation, useInvitations } from '../api/invitations';
import { errorMessage } from '../lib/error-message';
import { InvitationCard } from './invitation-card';

// The decline dialog (its form, Radix's dialog, the contract's rules) loads when the page is idle or when Decline is
// pressed; pressed before the code arrives, it opens on arrival.
const declineDialog = lazyModule(() => import('./decline-dialog'));

/** /applications 'Invitations': pending ones to accept or decline, then the answered ones. Hidden when none. */
export function InvitationsSection() {
  const invitations = useInvitations();
  const { accept, decline } = useAnswerInvitation();
  const [declining, setDeclining] = useState<InvitationAnswer | null>(null);
  const [dialog, requestDialog] = useLazyModule(declineDialog);
  const navigate = useNavigate();
  const toast = useToast();

  // /applications, its one screen, shows its own stand-in until the invitations have answered.
  if (invitations.isPending) return null;
  if (invitations.isError) return <FormAlert className="mb-8">Your invitations could not be loaded.</FormAlert>;
  const list = invitations.data.results;
  if (list.length === 0) return null;
  const pending = list.filter((item) => item.status === 'pending');
  const answered = list.filter((item) => item.status !== 'pending');

  const onAccept = (invitation: InvitationAnswer) =>
    accept.mutate(invitation.id, {
      onSuccess: (answer) => {
        toast.success(`You applied to ${answer.job.title}`);
        if (answer.conversation !== null) void navigate(`/messages/${answer.conversation}`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby="invitations-heading" className="mb-10">
      <h2 id="invitations-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Invitations{pending.length > 0 ? ` (${pending.length} waiting)` : ''}
      </h2>
      <ul className="space-y-4">
        {[...pending, ...answered].map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard
              invitation={invitation}
              accepting={accept.isPending && accept.variables === invitation.id}
              onAccept={onAccept}
              onDecline={(item) => {
                decline.reset();
                setDeclining(item);
                requestDialog();
              }}
            />
          </li>
        ))}
      </ul>
      {dialog && (
        <dialog.DeclineDialog
          key={declining?.id}
          invitation={declining}
          onClose={() => setDeclining(null)}
          isPending={decline.isPending}
          error={decline.error ? errorMessage(decline.error, 'reason') : null}
          onDecline={(input) =>
            declining &&
            decline.mutate(
              { id: declining.id, input },
              {
                onSuccess: () => {
                  toast.success('Invitation declined');
                  setDeclining(null);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}

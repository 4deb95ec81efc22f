import { UI_MESSAGES, VOLUNTEERING_LIMITS, type VolunteerInterestAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { ConversationLink } from '../../conversations';
import { MatchBadge } from '../../jobs';
import { useAnswerInterest, useInterested } from '../api/volunteering';

const STATUS = {
  pending: ['Waiting for your reply', 'warning'],
  accepted: ['Accepted', 'success'],
  declined: ['Declined', 'neutral'],
  no_reply: ['No reply in time', 'warning'],
} as const;

function DeclineDialog({ person, roleId, onClose }: { person: VolunteerInterestAnswer; roleId: number; onClose: () => void }) {
  const [reason, setReason] = useState('Thank you for offering. We have all the help we need for this role right now.');
  const answer = useAnswerInterest(roleId);
  const toast = useToast();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Decline ${person.user.name}`}
      description="They are told kindly, with your note."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            isPending={answer.isPending}
            pendingText="Declining…"
            onClick={() =>
              answer.mutate(
                { userId: person.user.id, answer: 'decline', reason },
                { onSuccess: () => (toast.success(`${person.user.name} has been told.`), onClose()), onError: () => toast.error(UI_MESSAGES.common.errorOccurred) },
              )
            }
          >
            Decline kindly
          </Button>
        </>
      }
    >
      <Field label="A note for them (optional)">
        {(control) => <Textarea {...control} value={reason} maxLength={VOLUNTEERING_LIMITS.reasonMax} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </Modal>
  );
}

/** Who is interested in the role: name, contact shared with consent, note, match; accept, decline kindly or write. */
export function InterestedPeople({ roleId, roleTitle }: { roleId: number; roleTitle: string }) {
  const people = useInterested(roleId);
  const answer = useAnswerInterest(roleId);
  const toast = useToast();
  const [declining, setDeclining] = useState<VolunteerInterestAnswer | null>(null);
  if (people.isPending) return <p role="status">Loading who is interested…</p>;
  if (people.isError) return <p role="alert" className="text-danger-700">{UI_MESSAGES.common.errorPrefix}{people.error.message}</p>;
  if (people.data.results.length === 0) return <p className="text-sm text-slate-700">Nobody has offered to help yet. People who press Apply Now on /volunteer appear here.</p>;
  return (
    <>
      <ul aria-label="Interested people" className="space-y-3">
        {people.data.results.map((person) => {
          const [label, tone] = STATUS[person.status];
          return (
            <li key={person.user.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{person.user.name}</h3>
                <MatchBadge score={person.match_score} />
                <Badge tone={tone}>{label}</Badge>
              </div>
              <p className="text-sm text-slate-700">
                <a className="text-brand-700 underline" href={`mailto:${person.user.email}`}>
                  {person.user.email}
                </a>
                {person.status === 'pending' && person.reply_due_at ? ` · reply by ${formatLongDate(person.reply_due_at)}` : ''}
              </p>
              <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-800">{person.note}</blockquote>
              <div className="mt-3 flex flex-wrap gap-2">
                {(person.status === 'pending' || person.status === 'no_reply') && (
                  <>
                    <Button
                      size="sm"
                      isPending={answer.isPending && answer.variables.userId === person.user.id}
                      onClick={() =>
                        answer.mutate(
                          { userId: person.user.id, answer: 'accept' },
                          {
                            onSuccess: () => toast.success(`${person.user.name} is accepted and can sign up to shifts.`),
                            onError: (error) => toast.error((isApiError(error) && error.fieldErrors.non_field_errors?.[0]) || UI_MESSAGES.common.errorOccurred),
                          },
                        )
                      }
                    >
                      Accept<span className="sr-only"> {person.user.name}</span>
                    </Button>
                    <Button size="sm" variant="outline" aria-haspopup="dialog" onClick={() => setDeclining(person)}>
                      Decline<span className="sr-only"> {person.user.name}</span>
                    </Button>
                  </>
                )}
                <ConversationLink basePath="/chats" conversationId={person.conversation ?? undefined} label={`Message ${person.user.name}`} />
                {/* Their résumé: the server lets the organisation read it once they offered to help and shared their details. */}
                {person.has_resume && (
                <a
                  className="inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 underline"
                  href={`/common/resume/${person.user.id}/file/`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Résumé (PDF)<span className="sr-only"> of {person.user.name}, opens in a new tab</span>
                </a>
                )}
                <a
                  className="inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 underline"
                  href={`mailto:${person.user.email}?subject=${encodeURIComponent(`Volunteering: ${roleTitle}`)}`}
                >
                  E-mail {person.user.name}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {declining && <DeclineDialog person={declining} roleId={roleId} onClose={() => setDeclining(null)} />}
    </>
  );
}

import type { ApplicationStatus, JobApplicationAnswer, RejectionNoteId } from '@tandem/contract';
import { APPLICATION_STATUS_LABELS, daysLeft, REJECTION_NOTE_IDS, REJECTION_NOTES, REPLY_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { useAwaitingReply, useReplyToApplicant } from '../api/awaiting-reply';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { ListStates } from './list-states';

/** The one-click moves offered beside each applicant. */
const QUICK_MOVES = ['screening', 'interview'] as const satisfies readonly ApplicationStatus[];

const urgency = (days: number) => (days <= 1 ? 'danger' : days <= 3 ? 'warning' : 'neutral');

/**
 * /orghome's "Awaiting your reply" (docs/product.md section C12): applicants still owed an answer, soonest
 * deadline first, with the days left, a one-click move, or a kind no chosen from the contract's notes.
 */
export function AwaitingReply({ now = new Date() }: { now?: Date }) {
  const awaiting = useAwaitingReply();
  const reply = useReplyToApplicant();
  const toast = useToast();
  const [declining, setDeclining] = useState<JobApplicationAnswer | null>(null);
  const [note, setNote] = useState<RejectionNoteId>(REJECTION_NOTE_IDS[0]);
  const rows = awaiting.data?.results ?? [];
  const count = awaiting.data?.count ?? 0;

  const move = (application: JobApplicationAnswer, status: ApplicationStatus, rejectionNote?: RejectionNoteId) =>
    reply.mutate(
      { id: application.id, status, rejection_note: rejectionNote },
      {
        onSuccess: () => {
          toast.success(DASHBOARD_MESSAGES.replied(application.candidate.name, APPLICATION_STATUS_LABELS[status]));
          setDeclining(null);
        },
        onError: () => toast.error(DASHBOARD_MESSAGES.replyFailed),
      },
    );

  return (
    <Card id="awaiting-reply" aria-labelledby="awaiting-reply-title" className="mb-8 min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="awaiting-reply-title">
          {REPLY_MESSAGES.awaitingTitle}
          {count > 0 && <span className="ml-2 text-base font-normal text-slate-700">({count})</span>}
        </CardTitle>
        <p className="text-sm text-slate-700">{REPLY_MESSAGES.awaitingIntro}</p>
      </div>
      <ListStates
        isPending={awaiting.isPending}
        isError={awaiting.isError}
        isEmpty={rows.length === 0}
        errorMessage={DASHBOARD_MESSAGES.awaitingFailed}
        emptyMessage={REPLY_MESSAGES.awaitingEmpty}
        loadingLabel="Loading applicants awaiting your reply"
      >
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((application) => {
            const days = application.reply_due_at ? daysLeft(application.reply_due_at, now) : undefined;
            const name = application.candidate.name;
            return (
              <li key={application.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{name}</p>
                  <p className="text-sm break-words text-slate-700">
                    <Link to={`/candidatelist?job=${application.job}&tab=applicants`} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
                      {application.job_title}
                    </Link>{' '}
                    · applied <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
                  </p>
                </div>
                {days !== undefined && <Badge tone={urgency(days)}>{REPLY_MESSAGES.daysLeft(days)}</Badge>}
                <div className="flex flex-wrap gap-2">
                  {QUICK_MOVES.map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant="outline"
                      aria-label={`${APPLICATION_STATUS_LABELS[status]} for ${name}`}
                      disabled={reply.isPending}
                      onClick={() => move(application, status)}
                    >
                      {APPLICATION_STATUS_LABELS[status]}
                    </Button>
                  ))}
                  <Button size="sm" variant="ghost" aria-label={`Decline ${name}…`} disabled={reply.isPending} onClick={() => setDeclining(application)}>
                    Decline…
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </ListStates>
      <Modal
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={declining ? `Decline ${declining.candidate.name}?` : 'Decline'}
        description="They will read the note you choose. This cannot be undone."
        size="md"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeclining(null)} disabled={reply.isPending}>
              Cancel
            </Button>
            <Button variant="danger" isPending={reply.isPending} pendingText="Sending…" onClick={() => declining && move(declining, 'rejected', note)}>
              Send and decline
            </Button>
          </>
        }
      >
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Choose a note</legend>
          {REJECTION_NOTE_IDS.map((id) => (
            <label key={id} className="flex gap-3 text-sm text-slate-800">
              <input type="radio" name="rejection_note" value={id} className="mt-1 size-4 accent-brand-700" checked={note === id} onChange={() => setNote(id)} />
              <span>
                <span className="font-medium text-slate-900">{REJECTION_NOTES[id].label}</span>
                <span className="block text-slate-700">{REJECTION_NOTES[id].text}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </Modal>
    </Card>
  );
}

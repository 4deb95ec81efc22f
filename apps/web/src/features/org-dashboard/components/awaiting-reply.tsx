import type { ApplicationStatus, JobApplicationAnswer, RejectionNoteId } from '@tandem/contract';
import {
  APPLICATION_STATUS_LABELS,
  daysLeft,
  FINAL_MOVE_UNDO_MS,
  REJECTION_NOTE_IDS,
  REPLY_MESSAGES,
} from '@tandem/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/dialog';
import { RejectionNoteChoice } from '../../../components/ui/rejection-note-choice';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { useAwaitingReply, useReplyToApplicant, useUndoReply } from '../api/awaiting-reply';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { ListStates } from './list-states';

/** The one-click moves offered beside each applicant. */
const QUICK_MOVES = ['screening', 'interview'] as const satisfies readonly ApplicationStatus[];

const UNDO_SECONDS = FINAL_MOVE_UNDO_MS / 1000;

/** A decline held on the server for its undo window (docs/product.md section C18): the countdown, and Undo for its maker. */
function HeldDecline({ application }: { application: JobApplicationAnswer }) {
  const undo = useUndoReply();
  const toast = useToast();
  const held = application.held_move;
  const seconds = useSecondsLeft(held?.due_at, UNDO_SECONDS);
  const name = application.candidate.name;
  if (!held) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950"
    >
      <span>
        {seconds === 0
          ? DASHBOARD_MESSAGES.declineSending(name)
          : held.can_undo
            ? DASHBOARD_MESSAGES.declineHeld(name, seconds)
            : DASHBOARD_MESSAGES.declineHeldByOther(name, held.by, seconds)}
      </span>
      {held.can_undo && seconds > 0 && (
        <Button
          size="sm"
          variant="outline"
          disabled={undo.isPending}
          onClick={() =>
            // The row leaves this state once the list is read again, before a mutate() callback would run: the
            // promise is kept whatever is mounted.
            undo.mutateAsync(application.id).then(
              () => toast.success(DASHBOARD_MESSAGES.declineUndone(name)),
              () => toast.error(DASHBOARD_MESSAGES.undoFailed),
            )
          }
        >
          Undo
        </Button>
      )}
    </div>
  );
}

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

  const move = (
    application: JobApplicationAnswer,
    status: ApplicationStatus,
    rejectionNote?: RejectionNoteId,
  ) =>
    reply.mutate(
      { id: application.id, status, rejection_note: rejectionNote },
      {
        onSuccess: () => {
          // A decline is held for its undo window: the row says so itself, with Undo.
          if (status !== 'rejected')
            toast.success(
              DASHBOARD_MESSAGES.replied(application.candidate.name, APPLICATION_STATUS_LABELS[status]),
            );
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
        // Most days few or none are waiting: one row, about the height of the empty words or of one applicant.
        loadingRows={1}
      >
        <ul className="mt-3 divide-y divide-slate-100">
          {rows.map((application) => {
            const due = application.reply_due_at;
            const name = application.candidate.name;
            return (
              <li key={application.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{name}</p>
                  <p className="text-sm break-words text-slate-700">
                    <Link
                      to={`/candidatelist?job=${application.job}&tab=applicants`}
                      className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {application.job_title}
                    </Link>{' '}
                    · applied{' '}
                    <time dateTime={application.applied_at}>{formatDate(application.applied_at)}</time>
                  </p>
                </div>
                {due && <Badge tone={urgency(daysLeft(due, now))}>{REPLY_MESSAGES.timeLeft(due, now)}</Badge>}
                {application.held_move ? (
                  <HeldDecline application={application} />
                ) : (
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
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Decline ${name}…`}
                      disabled={reply.isPending}
                      onClick={() => setDeclining(application)}
                    >
                      Decline…
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </ListStates>
      <Modal
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={declining ? `Decline ${declining.candidate.name}?` : 'Decline'}
        description={`They will read the note you choose. You can undo for ${UNDO_SECONDS} seconds; nothing is sent before then.`}
        size="md"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeclining(null)} disabled={reply.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              isPending={reply.isPending}
              pendingText="Sending…"
              onClick={() => declining && move(declining, 'rejected', note)}
            >
              Send and decline
            </Button>
          </>
        }
      >
        <RejectionNoteChoice name="rejection_note" value={note} onChange={setNote} />
      </Modal>
    </Card>
  );
}

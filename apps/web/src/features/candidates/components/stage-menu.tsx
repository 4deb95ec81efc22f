import {
  APPLICATION_STATUS_LABELS,
  FINAL_MOVE_UNDO_MS,
  type ApplicationStatus,
  type JobApplicationAnswer,
  type RejectionNoteId,
} from '@tandem/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { RejectionNoteChoice } from '../../../components/ui/rejection-note-choice';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../components/ui/toast';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { useHoldMove, useMoveApplication, useUndoMove } from '../api/move-application';
import { CANDIDATE_MESSAGES } from '../lib/messages';
import { stageOptions } from '../lib/pipeline';

const UNDO_SECONDS = FINAL_MOVE_UNDO_MS / 1000;
const FINAL: readonly ApplicationStatus[] = ['rejected', 'hired'];

/**
 * The applicant's stage: choosing in the select moves nobody (arrow keys only browse); 'Move' does. Rejected and
 * Hired ask first (Rejected with the kind notes of the dashboard's 'Decline…'), then are held on the server for 10
 * seconds (docs/product.md section C18): nothing reaches the candidate before then, and Undo works after a reload or
 * from another tab, for the member who made the move.
 */
export function StageMenu({ application, jobId }: { application: JobApplicationAnswer; jobId: number }) {
  const move = useMoveApplication(jobId);
  const hold = useHoldMove(jobId);
  const undo = useUndoMove(jobId);
  const toast = useToast();
  const name = application.candidate.name;
  const options = stageOptions(application.status);
  const [choice, setChoice] = useState<ApplicationStatus>(application.status);
  const [asking, setAsking] = useState<ApplicationStatus | null>(null);
  const [note, setNote] = useState<RejectionNoteId>('other_candidates');
  const undoButton = useRef<HTMLButtonElement>(null);
  const held = application.held_move ?? null;
  const secondsLeft = useSecondsLeft(held?.due_at, UNDO_SECONDS);

  // The member who just held the move finds Undo under their focus.
  useEffect(() => {
    if (held?.can_undo) undoButton.current?.focus();
  }, [held?.can_undo, held?.due_at]);

  const send = (status: ApplicationStatus) =>
    move.mutate(
      { id: application.id, status },
      {
        onSuccess: () => toast.success(CANDIDATE_MESSAGES.moved(name, APPLICATION_STATUS_LABELS[status])),
        onError: () => toast.error(CANDIDATE_MESSAGES.moveFailed),
      },
    );

  if (held) {
    const stage = APPLICATION_STATUS_LABELS[held.status];
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status">
        <span>
          {secondsLeft === 0
            ? CANDIDATE_MESSAGES.sending(name, stage)
            : held.can_undo
              ? CANDIDATE_MESSAGES.held(name, stage, secondsLeft)
              : CANDIDATE_MESSAGES.heldByOther(name, stage, held.by, secondsLeft)}
        </span>
        {held.can_undo && secondsLeft > 0 && (
          <Button
            ref={undoButton}
            size="sm"
            variant="outline"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(application.id, {
                onSuccess: () => {
                  setChoice(application.status);
                  toast.success(CANDIDATE_MESSAGES.stays(name, APPLICATION_STATUS_LABELS[application.status]));
                },
                onError: () => toast.error(CANDIDATE_MESSAGES.undoFailed),
              })
            }
          >
            Undo
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      className="mt-3 flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === application.status) return;
        if (FINAL.includes(choice)) setAsking(choice);
        else send(choice);
      }}
    >
      <Select
        aria-label={`Stage of ${name}`}
        value={move.isPending && move.variables ? move.variables.status : choice}
        options={options}
        disabled={move.isPending || hold.isPending || options.length === 1}
        className="h-9 min-w-0 flex-1"
        onChange={(event) => setChoice(event.target.value as ApplicationStatus)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={choice === application.status || move.isPending} aria-label={`Move ${name}`}>
        Move
      </Button>
      <Modal
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'rejected' ? `Decline ${name}?` : `Mark ${name} as hired?`}
        description={
          asking === 'rejected'
            ? `They will read the note you choose. You can undo for ${UNDO_SECONDS} seconds; nothing is sent before then.`
            : `They will be told they are hired. You can undo for ${UNDO_SECONDS} seconds; nothing is sent before then.`
        }
        size="md"
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              variant={asking === 'rejected' ? 'danger' : 'primary'}
              disabled={hold.isPending}
              onClick={() => {
                if (!asking) return;
                hold.mutate(
                  { id: application.id, status: asking, rejection_note: asking === 'rejected' ? note : undefined },
                  { onSuccess: () => setAsking(null), onError: () => toast.error(CANDIDATE_MESSAGES.moveFailed) },
                );
              }}
            >
              {asking === 'rejected' ? 'Decline' : 'Mark as hired'}
            </Button>
          </>
        }
      >
        {asking === 'rejected' && (
          <RejectionNoteChoice name={`rejection_note_${application.id}`} value={note} onChange={setNote} />
        )}
      </Modal>
    </form>
  );
}

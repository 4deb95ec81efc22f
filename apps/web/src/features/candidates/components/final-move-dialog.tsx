import { FINAL_MOVE_UNDO_MS, type ApplicationStatus, type RejectionNoteId } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { RejectionNoteChoice } from '../../../components/ui/rejection-note-choice';

const UNDO_SECONDS = FINAL_MOVE_UNDO_MS / 1000;

interface FinalMoveDialogProps {
  /** The final stage asked about, or null when closed. */
  asking: ApplicationStatus | null;
  name: string;
  applicationId: number;
  note: RejectionNoteId;
  onNoteChange: (note: RejectionNoteId) => void;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before Rejected (with the kind note the candidate reads) or Hired; loaded after the screen (stage-menu.tsx). */
export function FinalMoveDialog({ asking, name, applicationId, note, onNoteChange, pending, onCancel, onConfirm }: FinalMoveDialogProps) {
  return (
    <Modal
      open={asking !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={asking === 'rejected' ? `Decline ${name}?` : `Mark ${name} as hired?`}
      description={
        asking === 'rejected'
          ? `They will read the note you choose. You can undo for ${UNDO_SECONDS} seconds; nothing is sent before then.`
          : `They will be told they are hired. You can undo for ${UNDO_SECONDS} seconds; nothing is sent before then.`
      }
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant={asking === 'rejected' ? 'danger' : 'primary'}
            disabled={pending}
            onClick={onConfirm}
          >
            {asking === 'rejected' ? 'Decline' : 'Mark as hired'}
          </Button>
        </>
      }
    >
      {asking === 'rejected' && (
        <RejectionNoteChoice name={`rejection_note_${applicationId}`} value={note} onChange={onNoteChange} />
      )}
    </Modal>
  );
}

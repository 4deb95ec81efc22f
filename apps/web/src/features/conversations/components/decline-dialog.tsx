import { DECLINE_REASON_MAX, DeclineInput } from '@tandem/contract';
import type { InvitationAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';

interface DeclineDialogProps {
  invitation: InvitationAnswer | null;
  onClose: () => void;
  onDecline: (input: DeclineInput) => void;
  isPending: boolean;
  error: string | null;
}

/** Asks before declining, with an optional reason the organisation will see. */
export function DeclineDialog({ invitation, onClose, onDecline, isPending, error }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submit = () => {
    const parsed = DeclineInput.safeParse(reason.trim() ? { reason } : {});
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    onDecline(parsed.data);
  };
  return (
    <Modal
      open={invitation !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Decline this invitation?"
      description={invitation ? `${invitation.job.title} at ${invitation.company.name}. The organisation sees your answer.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isPending={isPending} onClick={submit}>
            Decline
          </Button>
        </>
      }
    >
      <FormAlert>{error}</FormAlert>
      <Field label="Reason (optional)" error={fieldError}>
        {(control) => <Textarea {...control} rows={3} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </Modal>
  );
}

import { INTERVIEW_LIMITS, InterviewCancelInput, UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { serverErrors, type FormErrors } from '../lib/form-errors';

interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  isPending: boolean;
  /** Resolves when done; a rejection's field messages are shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Asks for the reason the other side reads, before cancelling or asking for other times. */
export function ReasonDialog({ open, onClose, title, description, confirmLabel, variant = 'primary', isPending, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const submit = () => {
    const parsed = InterviewCancelInput.safeParse({ reason });
    if (!parsed.success) return setErrors({ reason: parsed.error.issues[0]?.message });
    onConfirm(parsed.data.reason).then(
      () => (setReason(''), setErrors({}), onClose()),
      (error: unknown) => setErrors(serverErrors(error, UI_MESSAGES.common.errorOccurred)),
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Back
          </Button>
          <Button variant={variant} isPending={isPending} onClick={submit}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormAlert>{errors.non_field_errors}</FormAlert>
      <Field label="Reason" required error={errors.reason}>
        {(control) => <Textarea {...control} rows={3} maxLength={INTERVIEW_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </Modal>
  );
}

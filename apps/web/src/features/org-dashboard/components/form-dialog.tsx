import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { FormAlert, RequiredNote } from '../../../components/ui/field';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A message for the whole form (the server's words when no field matches). */
  alert?: string | undefined;
  children: ReactNode;
}

/** A dialog holding one form; its Save button sits in the footer and still submits the form. */
export function FormDialog({ open, onClose, title, submitLabel, isSubmitting, onSubmit, alert, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !isSubmitting) onClose();
      }}
      title={title}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isSubmitting} pendingText="Saving…">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        <RequiredNote />
        <FormAlert>{alert}</FormAlert>
        {children}
      </form>
    </Modal>
  );
}

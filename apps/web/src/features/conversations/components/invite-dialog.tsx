import { INVITATION_MESSAGE_MAX, InvitationInput, defaultInvitationMessage } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useInvite } from '../api/invitations';
import { errorMessage } from '../lib/error-message';

interface InviteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: { id: number; title: string };
  companyName: string;
  candidate: { id: number; name: string; score?: number };
}

/** 'Invite to apply': the prefilled message the organisation may edit before sending. */
export function InviteDialog({ open, onOpenChange, job, companyName, candidate }: InviteDialogProps) {
  const [message, setMessage] = useState(() => defaultInvitationMessage(job.title, companyName, candidate.score));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const invite = useInvite(job.id);
  const toast = useToast();

  const submit = () => {
    const parsed = InvitationInput.safeParse({ candidate: candidate.id, message });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Invitation sent to ${candidate.name}`);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError) setFieldError(error.fieldErrors.message?.[0]);
      },
    });
  };

  const serverError = invite.error && !(invite.error instanceof ApiError && invite.error.fieldErrors.message) ? errorMessage(invite.error, 'candidate') : null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite ${candidate.name} to apply`}
      description={`For ${job.title}. They can accept, which applies with their profile, or decline.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button isPending={invite.isPending} onClick={submit}>
            Send invitation
          </Button>
        </>
      }
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormAlert>{serverError}</FormAlert>
        <Field label="Message" error={fieldError} hint={`Optional; up to ${INVITATION_MESSAGE_MAX.toLocaleString('en-GB')} characters.`}>
          {(control) => (
            <Textarea {...control} rows={5} value={message} maxLength={INVITATION_MESSAGE_MAX} onChange={(event) => setMessage(event.target.value)} />
          )}
        </Field>
      </form>
    </Modal>
  );
}

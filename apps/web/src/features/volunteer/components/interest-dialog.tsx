import { UI_MESSAGES, VOLUNTEERING_LIMITS, VolunteerInterestInput } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useSetInterest } from '../api/set-interest';
import { VOLUNTEER_MESSAGES } from '../lib/messages';

type Errors = Partial<Record<'note' | 'share_contact' | 'form', string>>;

/** Apply Now: a short note and the consent to share name and e-mail, checked by the contract's schema before sending. */
export function InterestDialog({ id, title, organisation, open, onOpenChange }: { id: number; title: string; organisation: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [note, setNote] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useSetInterest();
  const toast = useToast();
  const who = organisation ?? 'the organisation';

  const send = () => {
    const parsed = VolunteerInterestInput.safeParse({ note, share_contact: consent });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] === 'share_contact' ? 'share_contact' : 'note'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    // mutateAsync, not mutate's callbacks: the sent interest turns the card's button into 'withdraw', which unmounts
    // this dialog before per-call callbacks would run.
    mutation
      .mutateAsync({ id, interested: true, input: { note: parsed.data.note, share_contact: true } })
      .then(() => {
        toast.success(VOLUNTEER_MESSAGES.sent);
        onOpenChange(false);
      })
      .catch((error: unknown) => {
        const fields = isApiError(error) ? error.fieldErrors : {};
        setErrors({
          note: fields.note?.[0],
          share_contact: fields.share_contact?.[0],
          form: fields.note || fields.share_contact ? undefined : (isApiError(error) && error.detail) || UI_MESSAGES.common.errorOccurred,
        });
      });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Volunteer: ${title}`}
      description={`Tell ${who} a little about yourself. They are told at once and reply within 14 days.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={send} isPending={mutation.isPending} pendingText="Sending…">
            Send my interest
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <Field label="A short note" required error={errors.note} hint={`Why this role, and when you are free. Up to ${VOLUNTEERING_LIMITS.noteMax} characters.`}>
          {(control) => <Textarea {...control} value={note} maxLength={VOLUNTEERING_LIMITS.noteMax} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        <div>
          <CheckboxField
            label={`Share my name and e-mail with ${who}`}
            hint="They need them to reply to you."
            checked={consent}
            aria-invalid={errors.share_contact ? true : undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          {errors.share_contact && <p className="mt-1 text-sm font-medium text-danger-700">{errors.share_contact}</p>}
        </div>
      </div>
    </Modal>
  );
}

import { INTERVIEW_LIMITS, InterviewProposalInput, InterviewRescheduleInput, UI_MESSAGES } from '@tandem/contract';
import type { InterviewAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { useProposeInterview, useRescheduleInterview } from '../api/interviews';
import { issuesByField, serverErrors, type FormErrors } from '../lib/form-errors';
import { localToIso, tomorrowAt } from '../lib/times';
import { SlotPicker, type SlotDraft } from './slot-picker';

interface ProposeDialogProps {
  open: boolean;
  onClose: () => void;
  candidateName: string;
  applicationId: number;
  /** Given to reschedule it: new times and a reason instead of a first proposal. */
  interview?: InterviewAnswer | undefined;
}

const firstSlots = (): SlotDraft[] => [{ start: tomorrowAt(10), minutes: 45 }];
const toSlots = (drafts: SlotDraft[]) =>
  drafts.map((draft) => {
    const start = localToIso(draft.start);
    return { start, end: start ? new Date(Date.parse(start) + draft.minutes * 60_000).toISOString() : '' };
  });

/** The organisation proposes 1 to 5 times (or, rescheduling, new times with a reason) for one applicant. */
export function ProposeDialog({ open, onClose, candidateName, applicationId, interview }: ProposeDialogProps) {
  const [slots, setSlots] = useState<SlotDraft[]>(firstSlots);
  const [location, setLocation] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const proposeMutation = useProposeInterview();
  const rescheduleMutation = useRescheduleInterview();
  const toast = useToast();
  const rescheduling = interview !== undefined;
  const pending = proposeMutation.isPending || rescheduleMutation.isPending;

  const close = () => {
    setErrors({});
    onClose();
  };
  const failed = (error: unknown) => setErrors(serverErrors(error, UI_MESSAGES.common.errorOccurred));

  const submit = () => {
    if (rescheduling) {
      const parsed = InterviewRescheduleInput.safeParse({ reason, slots: toSlots(slots) });
      if (!parsed.success) return setErrors(issuesByField(parsed.error));
      rescheduleMutation.mutate({ id: interview.id, input: parsed.data }, { onSuccess: () => (toast.success(`New times sent to ${candidateName}`), close()), onError: failed });
      return;
    }
    const parsed = InterviewProposalInput.safeParse({ slots: toSlots(slots), location: location || undefined, video_url: videoUrl || undefined, note: note || undefined });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    proposeMutation.mutate({ application: applicationId, input: parsed.data }, { onSuccess: () => (toast.success(`Interview times sent to ${candidateName}`), close()), onError: failed });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={rescheduling ? `Reschedule the interview with ${candidateName}` : `Propose interview times to ${candidateName}`}
      description={`Offer up to ${INTERVIEW_LIMITS.slotsMax} times; ${candidateName} books one, and both of you get a calendar invitation.`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button isPending={pending} onClick={submit}>
            {rescheduling ? 'Send new times' : 'Send times'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert>{errors.non_field_errors}</FormAlert>
        <SlotPicker slots={slots} onChange={setSlots} error={errors.slots} />
        {rescheduling ? (
          <Field label="Reason" required error={errors.reason}>
            {(control) => <Textarea {...control} rows={2} maxLength={INTERVIEW_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
          </Field>
        ) : (
          <>
            <Field label="Place" hint="An address, or leave empty for a video interview." error={errors.location}>
              {(control) => <Input {...control} maxLength={INTERVIEW_LIMITS.locationMax} value={location} onChange={(event) => setLocation(event.target.value)} />}
            </Field>
            <Field label="Video link" hint="https://… for a video interview." error={errors.video_url}>
              {(control) => <Input {...control} type="url" inputMode="url" maxLength={INTERVIEW_LIMITS.videoUrlMax} value={videoUrl} onChange={(event) => setVideoUrl(event.target.value)} />}
            </Field>
            <Field label="Note (optional)" error={errors.note}>
              {(control) => <Textarea {...control} rows={3} maxLength={INTERVIEW_LIMITS.noteMax} value={note} onChange={(event) => setNote(event.target.value)} />}
            </Field>
          </>
        )}
      </div>
    </Modal>
  );
}

import type { InterviewAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { calendarFileUrl, useBookInterview, useCancelInterview, useRescheduleInterview } from '../api/interviews';
import { serverErrors } from '../lib/form-errors';
import { slotLabel } from '../lib/times';
import { InterviewFacts } from './interview-facts';

// The dialogs (their forms, Radix's dialog, the contract's rules) load when the page is idle or when one is asked for;
// the buttons that open them are there from the first frame, and a click before the code arrives opens it on arrival.
const reasonDialog = lazyModule(() => import('./reason-dialog'));

/** On /applications: choose one of the times offered, ask for others, cancel, or download the calendar file. */
export function CandidateInterview({ interview, company }: { interview: InterviewAnswer; company: string }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [dialog, setDialog] = useState<'other-times' | 'cancel' | null>(null);
  const [dialogs, requestDialogs] = useLazyModule(reasonDialog);
  const ask = (which: 'other-times' | 'cancel') => {
    setDialog(which);
    requestDialogs();
  };
  const book = useBookInterview();
  const reschedule = useRescheduleInterview();
  const cancel = useCancelInterview();
  const toast = useToast();
  const name = useId();
  const choosing = interview.status === 'proposed' || interview.status === 'times_requested';

  const submit = () => {
    if (chosen === null) return setError('Choose one of the times offered.');
    setError(undefined);
    book.mutate(
      { id: interview.id, slot: chosen },
      {
        onSuccess: () => toast.success('Interview booked: a calendar invitation is on its way'),
        onError: (failure) => {
          const errors = serverErrors(failure, UI_MESSAGES.common.errorOccurred);
          setError(errors.slot ?? errors.non_field_errors ?? Object.values(errors)[0]);
        },
      },
    );
  };

  return (
    <section aria-label={`Interview with ${company}`} className="mt-3 w-full space-y-3 rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <InterviewFacts interview={interview} />
      {choosing && interview.slots.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">Choose a time</legend>
          {interview.slots.map((slot) => (
            <label key={slot.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={name} value={slot.id} checked={chosen === slot.id} onChange={() => setChosen(slot.id)} className="size-4 accent-brand-700" />
              <time dateTime={slot.start}>{slotLabel(slot)}</time>
            </label>
          ))}
        </fieldset>
      )}
      <FormAlert>{error}</FormAlert>
      {interview.status !== 'cancelled' && (
        <div className="flex flex-wrap gap-2">
          {choosing && interview.slots.length > 0 && (
            <Button size="sm" isPending={book.isPending} onClick={submit}>
              Book this time
            </Button>
          )}
          {interview.status !== 'times_requested' && (
            <Button size="sm" variant="outline" onClick={() => ask('other-times')}>
              Ask for other times
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => ask('cancel')}>
            Cancel interview
          </Button>
          {interview.status === 'booked' && (
            <a href={calendarFileUrl(interview.id)} className="inline-flex h-8 items-center text-sm text-brand-800 underline underline-offset-2">
              Add to calendar (.ics)
            </a>
          )}
        </div>
      )}
      {dialogs && (
        <>
          <dialogs.ReasonDialog
            open={dialog === 'other-times'}
            onClose={() => setDialog(null)}
            title="Ask for other times?"
            description={`${company} is told, with your reason, and proposes new times.${interview.status === 'booked' ? ' Your booking is released.' : ''}`}
            confirmLabel="Ask for other times"
            isPending={reschedule.isPending}
            onConfirm={(reason) => reschedule.mutateAsync({ id: interview.id, input: { reason } }).then(() => toast.success('Asked for other times'))}
          />
          <dialogs.ReasonDialog
            open={dialog === 'cancel'}
            onClose={() => setDialog(null)}
            title="Cancel this interview?"
            description={`${company} is told, with your reason.`}
            confirmLabel="Cancel interview"
            variant="danger"
            isPending={cancel.isPending}
            onConfirm={(reason) => cancel.mutateAsync({ id: interview.id, reason }).then(() => toast.success('Interview cancelled'))}
          />
        </>
      )}
    </section>
  );
}

import type { InterviewAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useToast } from '../../../components/ui/toast';
import { calendarFileUrl, useCancelInterview } from '../api/interviews';
import { slotLabel } from '../lib/times';
import { InterviewFacts } from './interview-facts';

// The dialogs (their forms, Radix's dialog, the contract's rules) load when the page is idle or when one is asked for;
// the buttons that open them are there from the first frame, and a click before the code arrives opens it on arrival.
const proposeDialog = lazyModule(() => import('./propose-dialog'));
const reasonDialog = lazyModule(() => import('./reason-dialog'));

interface ApplicantInterviewProps {
  applicationId: number;
  candidateName: string;
  /** The application's latest interview, if any. */
  interview: InterviewAnswer | undefined;
  /** Whether the application can still be interviewed (open, not decided). */
  canPropose: boolean;
}

/** On the applicant board: propose times, see the booking, reschedule or cancel it. */
export function ApplicantInterview({ applicationId, candidateName, interview, canPropose }: ApplicantInterviewProps) {
  const [dialog, setDialog] = useState<'propose' | 'reschedule' | 'cancel' | null>(null);
  const [propose, requestPropose] = useLazyModule(proposeDialog);
  const [reason, requestReason] = useLazyModule(reasonDialog);
  const ask = (which: 'propose' | 'reschedule' | 'cancel') => {
    setDialog(which);
    if (which === 'cancel') requestReason();
    else requestPropose();
  };
  const cancel = useCancelInterview();
  const toast = useToast();
  const live = interview && interview.status !== 'cancelled' ? interview : undefined;
  if (!live && !canPropose && !interview) return null;
  return (
    <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-2">
      {interview && <InterviewFacts interview={interview} />}
      {live?.status === 'proposed' && (
        <ul className="list-disc pl-5 text-xs text-slate-700" aria-label={`Times offered to ${candidateName}`}>
          {live.slots.map((slot) => (
            <li key={slot.id}>{slotLabel(slot)}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {!live && canPropose && (
          <Button size="sm" onClick={() => ask('propose')}>
            Propose interview<span className="sr-only"> to {candidateName}</span>
          </Button>
        )}
        {live && (
          <>
            <Button size="sm" variant="outline" onClick={() => ask('reschedule')}>
              Reschedule<span className="sr-only"> the interview with {candidateName}</span>
            </Button>
            <Button size="sm" variant="outline" onClick={() => ask('cancel')}>
              Cancel interview<span className="sr-only"> with {candidateName}</span>
            </Button>
          </>
        )}
        {live?.status === 'booked' && (
          <a href={calendarFileUrl(live.id)} className="inline-flex h-8 items-center text-sm text-brand-800 underline underline-offset-2">
            Calendar file<span className="sr-only"> of the interview with {candidateName}</span>
          </a>
        )}
      </div>
      {propose && dialog === 'propose' && <propose.ProposeDialog open onClose={() => setDialog(null)} candidateName={candidateName} applicationId={applicationId} />}
      {propose && dialog === 'reschedule' && live && <propose.ProposeDialog open onClose={() => setDialog(null)} candidateName={candidateName} applicationId={applicationId} interview={live} />}
      {reason && live && (
        <reason.ReasonDialog
          open={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          title={`Cancel the interview with ${candidateName}?`}
          description={`${candidateName} is told, with your reason${live.status === 'booked' ? ', and both calendars drop it' : ''}.`}
          confirmLabel="Cancel interview"
          variant="danger"
          isPending={cancel.isPending}
          onConfirm={(reason) => cancel.mutateAsync({ id: live.id, reason }).then(() => toast.success('Interview cancelled'))}
        />
      )}
    </div>
  );
}

import { placesLeftLabel, UI_MESSAGES, type MyVolunteerInterest } from '@tandem/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/dates';
import { ConversationLink } from '../../conversations';
import { useMyInterests, useShifts, useShiftSignup } from '../api/volunteering';

const STATUS = {
  pending: ['Waiting for a reply', 'info'],
  accepted: ['Accepted', 'success'],
  declined: ['Not this time', 'neutral'],
  no_reply: ['No reply in time', 'neutral'],
} as const;

/** An accepted volunteer's shifts of the role: sign up, cancel, add to a calendar. */
function RoleShifts({ roleId, title }: { roleId: number; title: string }) {
  const shifts = useShifts(roleId);
  const signup = useShiftSignup();
  const toast = useToast();
  if (shifts.isPending) return <p className="text-sm text-slate-600">Loading shifts…</p>;
  if (shifts.isError) return <p className="text-sm text-danger-700">{UI_MESSAGES.common.errorPrefix}{shifts.error.message}</p>;
  if (shifts.data.results.length === 0) return <p className="text-sm text-slate-700">No shifts yet: the organisation will add them.</p>;
  return (
    <ul aria-label={`Shifts for ${title}`} className="mt-2 space-y-2">
      {shifts.data.results.map((shift) => {
        const when = `${formatLongDate(shift.start)} ${formatTime(shift.start)}–${formatTime(shift.end)}`;
        const act = (join: boolean) =>
          signup.mutate(
            { shiftId: shift.id, join },
            {
              onSuccess: () => toast.success(join ? `You are signed up for ${when}.` : 'Shift cancelled.'),
              onError: (error) => toast.error((isApiError(error) && (error.detail ?? error.fieldErrors.non_field_errors?.[0])) || UI_MESSAGES.common.errorOccurred),
            },
          );
        return (
          <li key={shift.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium text-slate-900">{when}</span>
            <span className="text-slate-700">{shift.places_left === 0 ? 'Full' : placesLeftLabel(shift.places_left)}</span>
            {shift.signed_up ? (
              <>
                <Badge tone="success">Signed up</Badge>
                <a className="text-brand-700 underline" href={`/api/shifts/${shift.id}/ics/`} download>
                  Add to calendar<span className="sr-only"> ({when})</span>
                </a>
                <Button size="sm" variant="ghost" onClick={() => act(false)}>
                  Cancel<span className="sr-only"> shift {when}</span>
                </Button>
              </>
            ) : (
              <Button size="sm" disabled={shift.places_left === 0} onClick={() => act(true)}>
                Sign up<span className="sr-only"> for {when}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function InterestItem({ item }: { item: MyVolunteerInterest }) {
  const [label, tone] = STATUS[item.status];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{item.opportunity.title}</h3>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-sm text-slate-700">{item.opportunity.company_name}</p>
      {item.status === 'pending' && item.reply_due_at && <p className="text-sm text-slate-700">Reply expected by {formatLongDate(item.reply_due_at)}</p>}
      {item.status === 'declined' && item.decline_reason && <p className="text-sm text-slate-700">{item.decline_reason}</p>}
      {item.status === 'no_reply' && <p className="text-sm text-slate-700">The organisation did not answer in time. That says nothing about you; they may still answer.</p>}
      {item.conversation !== null && (
        <div className="mt-2">
          <ConversationLink basePath="/messages" conversationId={item.conversation} label={`Message ${item.opportunity.company_name ?? 'the organisation'} about ${item.opportunity.title}`} />
        </div>
      )}
      {item.status === 'accepted' && <RoleShifts roleId={item.opportunity.id} title={item.opportunity.title} />}
    </li>
  );
}

/** /applications: the volunteer roles the candidate offered to help with, each answer, and the accepted roles' shifts. */
export function MyVolunteering() {
  const interests = useMyInterests();
  if (interests.isPending || interests.isError || interests.data.results.length === 0) return null;
  return (
    <section aria-labelledby="my-volunteering" className="mb-8">
      <h2 id="my-volunteering" className="mb-3 text-lg font-semibold text-slate-900">
        Volunteering
      </h2>
      <ul className="space-y-3">
        {interests.data.results.map((item) => (
          <InterestItem key={item.opportunity.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

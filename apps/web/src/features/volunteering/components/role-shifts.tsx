import { placesLeftLabel, UI_MESSAGES, VOLUNTEERING_LIMITS, type ShiftAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/dates';
import { usePreloadWhenIdle } from '../../../lib/deferred-resolver';
import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';
import { useConfirmHours, useCreateShift, useShifts, useShiftVolunteers } from '../api/volunteering';

/** A local date-time field's value as an ISO timestamp with its zone, or the text as typed when it is not one. */
const toIso = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local);

const shiftRules = deferredSchema(lazyModule(() => import('../lib/shift-validation')), (loaded) => loaded.ShiftInput);

function AddShift({ roleId }: { roleId: number }) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [capacity, setCapacity] = useState('5');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const create = useCreateShift(roleId);
  const toast = useToast();
  usePreloadWhenIdle(shiftRules);
  const submit = async () => {
    const parsed = await shiftRules.safeParse({ start: toIso(start), end: toIso(end), capacity: Number(capacity) });
    if (!parsed) {
      setErrors({ form: UI_MESSAGES.common.rulesNotLoaded });
      return;
    }
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => toast.success('Shift added.'),
      onError: (error) => setErrors(isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([key, value]) => [key, value[0]])) : { form: UI_MESSAGES.common.errorOccurred }),
    });
  };
  return (
    <form
      aria-label="Add a shift"
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-4 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {(errors.form ?? errors.non_field_errors) && <FormAlert className="sm:col-span-4">{errors.form ?? errors.non_field_errors}</FormAlert>}
      <Field label="Starts" error={errors.start}>
        {(control) => <Input {...control} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />}
      </Field>
      <Field label="Ends" error={errors.end}>
        {(control) => <Input {...control} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />}
      </Field>
      <Field label="Places" error={errors.capacity}>
        {(control) => <Input {...control} type="number" min={1} max={VOLUNTEERING_LIMITS.shiftCapacityMax} value={capacity} onChange={(event) => setCapacity(event.target.value)} />}
      </Field>
      <Button type="submit" isPending={create.isPending} pendingText="Adding…">
        Add shift
      </Button>
    </form>
  );
}

function ConfirmHours({ shiftId, userId, name, confirmed }: { shiftId: number; userId: number; name: string; confirmed: number | null }) {
  const [hours, setHours] = useState(confirmed === null ? '' : String(confirmed));
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmHours(shiftId);
  const toast = useToast();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(
          { user: userId, hours: Number(hours) },
          {
            onSuccess: () => (setError(undefined), toast.success(`${hours} hours confirmed for ${name}.`)),
            onError: (failure) => setError((isApiError(failure) && (failure.fieldErrors.hours?.[0] ?? failure.fieldErrors.non_field_errors?.[0] ?? failure.fieldErrors.user?.[0])) || UI_MESSAGES.common.errorOccurred),
          },
        );
      }}
    >
      <Field label={`Hours ${name} gave`} error={error}>
        {(control) => <Input {...control} className="w-24" type="number" min={0.25} max={VOLUNTEERING_LIMITS.hoursMax} step={0.25} value={hours} onChange={(event) => setHours(event.target.value)} />}
      </Field>
      <Button type="submit" size="sm" variant="outline" isPending={confirm.isPending} pendingText="Saving…">
        Confirm hours<span className="sr-only"> for {name}</span>
      </Button>
    </form>
  );
}

function ShiftItem({ shift }: { shift: ShiftAnswer }) {
  const volunteers = useShiftVolunteers(shift.id);
  // The time the screen opened: a shift that ends while it is open shows its hours form after the next visit.
  const [openedAt] = useState(() => Date.now());
  const over = Date.parse(shift.end) <= openedAt;
  const when = `${formatLongDate(shift.start)} ${formatTime(shift.start)}–${formatTime(shift.end)}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="font-medium text-slate-900">
        {when} · {shift.places_left === 0 ? 'Full' : placesLeftLabel(shift.places_left)} of {shift.capacity}
      </p>
      {volunteers.data && volunteers.data.results.length > 0 ? (
        <ul aria-label={`Volunteers on ${when}`} className="mt-2 space-y-2 text-sm">
          {volunteers.data.results.map((person) => (
            <li key={person.user.id} className="flex flex-wrap items-end gap-3">
              <span className="min-w-32">{person.user.name}</span>
              {person.hours !== null && <span className="text-green-800">{person.hours} hours confirmed</span>}
              {over && <ConfirmHours shiftId={shift.id} userId={person.user.id} name={person.user.name} confirmed={person.hours} />}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Nobody has signed up yet.</p>
      )}
    </li>
  );
}

/** The role's shifts with who signed up; after a shift, the hours each volunteer gave are confirmed here. */
export function RoleShifts({ roleId }: { roleId: number }) {
  const shifts = useShifts(roleId);
  return (
    <div className="space-y-4">
      <AddShift roleId={roleId} />
      {shifts.isPending ? (
        <p role="status">Loading shifts…</p>
      ) : shifts.isError ? (
        <p role="alert" className="text-danger-700">{UI_MESSAGES.common.errorPrefix}{shifts.error.message}</p>
      ) : shifts.data.results.length === 0 ? (
        <p className="text-sm text-slate-700">No shifts yet. Add the first above; accepted volunteers choose theirs on My Applications.</p>
      ) : (
        <ul aria-label="Shifts" className="space-y-3">
          {shifts.data.results.map((shift) => (
            <ShiftItem key={shift.id} shift={shift} />
          ))}
        </ul>
      )}
    </div>
  );
}

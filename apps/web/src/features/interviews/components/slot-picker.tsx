import { INTERVIEW_LIMITS } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { timeZoneName } from '@tandem/contract';
import { viewerTimeZone } from '../lib/times';

export interface SlotDraft {
  /** A datetime-local value in the viewer's zone. */
  start: string;
  minutes: number;
}

const LENGTHS = [15, 30, 45, 60, 90, 120].map((minutes) => ({ value: String(minutes), label: minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}` }));

/**
 * 1 to 5 times, each a native date-and-time field (the platform's picker: typed by keyboard, a wheel on a phone) and
 * a length. The zone is named so nobody wonders whose 14:00 it is.
 */
export function SlotPicker({ slots, onChange, error }: { slots: SlotDraft[]; onChange: (slots: SlotDraft[]) => void; error?: string | undefined }) {
  const zone = timeZoneName(viewerTimeZone());
  const set = (index: number, change: Partial<SlotDraft>) => onChange(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Times ({zone})</legend>
      <ol className="space-y-3">
        {slots.map((slot, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2">
            <Field label={`Time ${index + 1}`} className="min-w-0 flex-1">
              {(control) => <Input {...control} type="datetime-local" step={300} value={slot.start} onChange={(event) => set(index, { start: event.target.value })} />}
            </Field>
            <Field label={`Length of time ${index + 1}`} className="w-36">
              {(control) => <Select {...control} value={String(slot.minutes)} options={LENGTHS} onChange={(event) => set(index, { minutes: Number(event.target.value) })} />}
            </Field>
            {slots.length > 1 && (
              <Button variant="ghost" size="sm" className="mb-1" onClick={() => onChange(slots.filter((_, i) => i !== index))}>
                Remove<span className="sr-only"> time {index + 1}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {slots.length < INTERVIEW_LIMITS.slotsMax && (
        <Button variant="outline" size="sm" onClick={() => onChange([...slots, { start: '', minutes: slots.at(-1)?.minutes ?? 45 }])}>
          Add another time
        </Button>
      )}
    </fieldset>
  );
}

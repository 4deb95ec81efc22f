import type { EventAnswer } from '@tandem/contract';
import { useSaveEvent } from '../api/save-event';
import { EVENT_FORM } from '../lib/event-form';
import type { EventFormValues } from '../lib/event-form';
import { TextField } from './record-fields';
import type { RecordFormFields } from './record-fields';
import { RecordFormDialog } from './record-form-dialog';
import type { RecordDialogProps } from './record-form-dialog';

/** When, where and for how many. */
function EventDetails({ form }: { form: RecordFormFields<EventFormValues> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField form={form} name="event_type" label="Event type" hint="e.g. Workshop, Meetup, Training" />
      <TextField form={form} name="capacity" label="Capacity" hint="Leave empty for no limit" type="number" min={1} step={1} inputMode="numeric" />
      <TextField form={form} name="start_date" label="Starts" required type="datetime-local" />
      <TextField form={form} name="end_date" label="Ends" required type="datetime-local" />
      <TextField form={form} name="location" label="Location" placeholder="Venue and street" />
      <TextField form={form} name="city" label="Town or city" autoComplete="address-level2" />
      <TextField form={form} name="country" label="Country" autoComplete="country-name" />
      <TextField form={form} name="tags" label="Tags" hint="Separate them with commas" placeholder="e.g. Volunteering, Youth" />
    </div>
  );
}

const EVENT_FLAGS = [
  { name: 'is_online', label: 'Online event' },
  { name: 'is_active', label: 'Active', hint: 'Shown to everyone' },
  { name: 'registration_open', label: 'Registration open' },
] as const;

/** Create or edit one of the organisation's events, checked by the contract's EventInput. */
export function EventFormDialog(props: RecordDialogProps<EventAnswer>) {
  const saveEvent = useSaveEvent();
  return <RecordFormDialog {...props} noun="event" form={EVENT_FORM} save={saveEvent.mutateAsync} details={EventDetails} flags={EVENT_FLAGS} />;
}

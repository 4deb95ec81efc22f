import type { EventAnswer, EventInput } from '@tandem/contract';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveEvent } from '../api/save-event';
import { EMPTY_EVENT_FORM, EVENT_FORM_FIELDS, EventFormSchema, eventToFormValues } from '../lib/event-form';
import type { EventFormValues } from '../lib/event-form';
import { useRecordForm } from '../hooks/use-record-form';
import { FormDialog } from './form-dialog';

interface EventFormDialogProps {
  /** null: closed; 'new': a new event; an event: edit it. */
  target: EventAnswer | 'new' | null;
  onClose: () => void;
}

export function EventFormDialog({ target, onClose }: EventFormDialogProps) {
  if (target === null) return null;
  return <EventForm key={target === 'new' ? 'new' : target.id} event={target === 'new' ? undefined : target} onClose={onClose} />;
}

/** Create or edit one of the organisation's events, checked by the contract's EventInput. */
function EventForm({ event, onClose }: { event: EventAnswer | undefined; onClose: () => void }) {
  const saveEvent = useSaveEvent();
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useRecordForm<EventFormValues, EventInput>({
    schema: EventFormSchema,
    defaultValues: event ? eventToFormValues(event) : EMPTY_EVENT_FORM,
    fields: EVENT_FORM_FIELDS,
    what: 'Event',
    save: (values) => saveEvent.mutateAsync({ id: event?.id, values }),
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={event ? 'Edit event' : 'New event'}
      submitLabel={event ? 'Save event' : 'Create event'}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      alert={errors.root?.server?.message}
    >
      <Field label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} required />}
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Event type" error={errors.event_type?.message} hint="e.g. Workshop, Meetup, Training">
          {(field) => <Input {...field} {...register('event_type')} />}
        </Field>
        <Field label="Capacity" error={errors.capacity?.message} hint="Leave empty for no limit">
          {(field) => <Input {...field} {...register('capacity')} type="number" min={1} step={1} inputMode="numeric" />}
        </Field>
        <Field label="Starts" required error={errors.start_date?.message}>
          {(field) => <Input {...field} {...register('start_date')} type="datetime-local" required />}
        </Field>
        <Field label="Ends" required error={errors.end_date?.message}>
          {(field) => <Input {...field} {...register('end_date')} type="datetime-local" required />}
        </Field>
        <Field label="Location" error={errors.location?.message}>
          {(field) => <Input {...field} {...register('location')} placeholder="Venue and street" />}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(field) => <Input {...field} {...register('city')} autoComplete="address-level2" />}
        </Field>
        <Field label="Country" error={errors.country?.message}>
          {(field) => <Input {...field} {...register('country')} autoComplete="country-name" />}
        </Field>
        <Field label="Tags" error={errors.tags?.message} hint="Separate them with commas">
          {(field) => <Input {...field} {...register('tags')} placeholder="e.g. Volunteering, Youth" />}
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} rows={4} />}
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <CheckboxField label="Online event" {...register('is_online')} />
        <CheckboxField label="Active" hint="Shown to everyone" {...register('is_active')} />
        <CheckboxField label="Registration open" {...register('registration_open')} />
      </div>
    </FormDialog>
  );
}

import { EventInput } from '@tandem/contract';
import type { EventAnswer } from '@tandem/contract';
import { z } from 'zod';
import { isoToLocal, localToIso, tagNames } from './local-time';

/** The event form's values: datetime-local texts, capacity as text ('' = unlimited), tags typed with commas. */
export interface EventFormValues {
  title: string;
  event_type: string;
  start_date: string;
  end_date: string;
  is_online: boolean;
  location: string;
  city: string;
  country: string;
  capacity: string;
  is_active: boolean;
  registration_open: boolean;
  tags: string;
  description: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  event_type: '',
  start_date: '',
  end_date: '',
  is_online: false,
  location: '',
  city: '',
  country: '',
  capacity: '',
  is_active: true,
  registration_open: true,
  tags: '',
  description: '',
};

export const EVENT_FORM_FIELDS = Object.keys(EMPTY_EVENT_FORM) as Array<keyof EventFormValues>;

/** What the form sends: its times on the user's clock become UTC timestamps; tags become a list of names. */
export const toEventInput = (values: EventFormValues): EventInput => ({
  ...values,
  start_date: localToIso(values.start_date) as string,
  end_date: localToIso(values.end_date) as string,
  tags: tagNames(values.tags),
});

/**
 * The contract's EventInput, reading the form's values first: its messages land under the form's fields.
 * The form's values in, the contract's input out: zod's preprocess takes its input as unknown, so the pair is
 * stated by the cast below; what the preprocess makes is checked by EventInput itself at run time.
 */
export const EventFormSchema = z.preprocess(
  (values) => toEventInput(values as EventFormValues),
  EventInput,
) as unknown as z.ZodType<z.output<typeof EventInput>, EventFormValues>;

export function eventToFormValues(event: EventAnswer): EventFormValues {
  return {
    title: event.title,
    event_type: event.event_type,
    start_date: isoToLocal(event.start_date),
    end_date: isoToLocal(event.end_date),
    is_online: event.is_online,
    location: event.location,
    city: event.city,
    country: event.country,
    capacity: event.capacity === null ? '' : String(event.capacity),
    is_active: event.is_active,
    registration_open: event.registration_open,
    tags: event.tags.map((tag) => tag.name).join(', '),
    description: event.description,
  };
}

/** What the event dialog's form is made of. */
export const EVENT_FORM = { schema: EventFormSchema, empty: EMPTY_EVENT_FORM, fields: EVENT_FORM_FIELDS, toFormValues: eventToFormValues };

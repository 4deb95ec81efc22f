import { placesLeftLabel, UI_MESSAGES, type EventAnswer } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { useEventRegistration } from '../api/volunteering';

/** 'Spaces Available' with the places left, or 'Full' (docs/product.md section C21). */
export const spacesLabel = (event: Pick<EventAnswer, 'places_left' | 'is_full'>) =>
  event.is_full || event.places_left === 0 ? 'Full' : event.places_left === null ? 'Spaces Available' : `Spaces Available · ${placesLeftLabel(event.places_left)}`;

/** Register for an event, or cancel in one step; reusable wherever an event is shown (/volunteer, an organisation's page). */
export function EventRegisterButton({ event }: { event: EventAnswer }) {
  const mutation = useEventRegistration();
  const toast = useToast();
  const change = (join: boolean) =>
    mutation.mutate(
      { eventId: event.id, join },
      {
        onSuccess: () => toast.success(join ? `You are registered for ${event.title}.` : 'Registration cancelled.'),
        onError: (error) => toast.error((isApiError(error) && (error.detail ?? error.fieldErrors.non_field_errors?.[0])) || UI_MESSAGES.common.errorOccurred),
      },
    );
  if (event.registered) {
    return (
      <Button variant="secondary" size="sm" onClick={() => change(false)} isPending={mutation.isPending} pendingText="Cancelling…">
        Cancel registration<span className="sr-only"> for {event.title}</span>
      </Button>
    );
  }
  const closed = !event.registration_open || event.is_full;
  return (
    <Button size="sm" disabled={closed} onClick={() => change(true)} isPending={mutation.isPending} pendingText="Registering…">
      {event.is_full ? 'Full' : event.registration_open ? 'Register' : 'Registration closed'}
      <span className="sr-only"> for {event.title}</span>
    </Button>
  );
}

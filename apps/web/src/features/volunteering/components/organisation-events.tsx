import type { EventAnswer, Page } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/dates';
import { useUser } from '../../auth';
import { volunteeringKeys } from '../api/volunteering';
import { EventRegisterButton, spacesLabel } from './event-register-button';

/** The organisation's upcoming events with places left, as the signed-in person sees them (registered or not). */
const useOrganisationEvents = (companyId: number) =>
  useQuery({
    queryKey: [...volunteeringKeys.events(), 'company', companyId],
    queryFn: () => api.get<Page<EventAnswer>>('/api/events/upcoming/', { params: { company: companyId, limit: 20 } }),
  });

/**
 * /organisations/{id}'s events (docs/product.md section C21): 'Spaces Available' with places left or 'Full', and a
 * candidate registers or cancels in one step; a visitor is asked to sign in first, organisations only read them.
 */
export function OrganisationEvents({ companyId }: { companyId: number }) {
  const events = useOrganisationEvents(companyId);
  const user = useUser();
  if (events.isPending || events.isError || events.data.results.length === 0) return null;
  return (
    <section aria-labelledby="organisation-events" className="space-y-3">
      <h2 id="organisation-events" className="text-lg font-semibold text-slate-900">
        Upcoming events
      </h2>
      <ul aria-label="Upcoming events" className="space-y-3">
        {events.data.results.map((event) => (
          <li key={event.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{event.title}</h3>
            <p className="text-sm text-slate-700">
              {formatLongDate(event.start_date)} {formatTime(event.start_date)}–{formatTime(event.end_date)} ·{' '}
              {event.is_online ? 'Online' : [event.location, event.city].filter(Boolean).join(', ')}
            </p>
            <p className="text-sm font-medium text-slate-800">{spacesLabel(event)}</p>
            <div>
              {user.data?.role === 'candidate' ? (
                <EventRegisterButton event={event} />
              ) : user.data ? null : (
                <Link to={`/login?next=${encodeURIComponent(`/organisations/${companyId}`)}`} className="text-sm font-medium text-brand-700 underline">
                  Sign in to register<span className="sr-only"> for {event.title}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

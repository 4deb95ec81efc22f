import { UI_MESSAGES } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate, formatTime } from '../../../lib/dates';
import { useUpcomingEvents } from '../api/volunteering';
import { EventRegisterButton, spacesLabel } from './event-register-button';

/** Upcoming events a candidate can join from /volunteer. */
export function UpcomingEvents() {
  const events = useUpcomingEvents();
  return (
    <section aria-labelledby="upcoming-events" className="mt-10">
      <h2 id="upcoming-events" className="mb-3 text-lg font-semibold text-slate-900">
        Events you can join
      </h2>
      {events.isPending ? (
        <div role="status" aria-label="Loading events">
          <Skeleton className="h-20" />
        </div>
      ) : events.isError ? (
        <div role="alert" className="flex items-center gap-3 text-danger-700">
          {UI_MESSAGES.common.errorPrefix}
          {events.error.message}
          <Button size="sm" variant="outline" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.data.results.length === 0 ? (
        <p className="text-sm text-slate-700">No upcoming events right now.</p>
      ) : (
        <ul aria-label="Upcoming events" className="grid gap-3 md:grid-cols-2">
          {events.data.results.map((event) => (
            <li key={event.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{event.title}</h3>
              <p className="text-sm text-slate-700">
                {event.company_name} · {formatLongDate(event.start_date)} {formatTime(event.start_date)}–{formatTime(event.end_date)} ·{' '}
                {event.is_online ? 'Online' : [event.location, event.city].filter(Boolean).join(', ')}
              </p>
              <p className="text-sm font-medium text-slate-800">{spacesLabel(event)}</p>
              <div>
                <EventRegisterButton event={event} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

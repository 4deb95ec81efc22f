import type { EventAnswer } from '@tandem/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { dateRange, eventPlace, timeRange } from '../lib/event-display';
import { TagList } from './tag-list';

interface EventListProps {
  events: readonly EventAnswer[];
  onView: (event: EventAnswer) => void;
  /** Given for the organisation's own events: edit and delete buttons appear. */
  onEdit?: (event: EventAnswer) => void;
  onDelete?: (event: EventAnswer) => void;
}

/** Events as rows: title, type, date, time range (HH.MM), location and city, tags, and View. */
export function EventList({ events, onView, onEdit, onDelete }: EventListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-start gap-3 py-4">
          <div className="min-w-0 flex-1 basis-56 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-slate-900">{event.title}</h3>
              {event.event_type && <Badge tone="brand">{event.event_type}</Badge>}
              {!event.is_active && <Badge>Inactive</Badge>}
            </div>
            <p className="text-sm text-slate-700">
              <time dateTime={event.start_date}>{dateRange(event)}</time> · {timeRange(event)}
            </p>
            <p className="text-sm break-words text-slate-700">{eventPlace(event)}</p>
            <TagList tags={event.tags} />
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => onView(event)}>
              View<span className="sr-only"> {event.title}</span>
            </Button>
            {onEdit && (
              <Button size="sm" variant="ghost" onClick={() => onEdit(event)}>
                Edit<span className="sr-only"> {event.title}</span>
              </Button>
            )}
            {onDelete && (
              <Button size="sm" variant="ghost" className="hover:text-danger-700" onClick={() => onDelete(event)}>
                Delete<span className="sr-only"> {event.title}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

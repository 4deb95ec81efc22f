import { COMMUNITY_MESSAGES } from '@tandem/contract';
import type { EventAnswer } from '@tandem/contract';
import { Card, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Pager } from '../../../components/ui/pager';
import { EVENTS_PAGE_SIZE } from '../api/events';
import type { useUpcomingEvents } from '../api/events';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import { EventList } from './event-list';
import { ListStates } from './list-states';

interface UpcomingEventsProps {
  events: ReturnType<typeof useUpcomingEvents>;
  page: number;
  onPageChange: (page: number) => void;
  mine: boolean;
  onMineChange: (mine: boolean) => void;
  onView: (event: EventAnswer) => void;
}

/** Upcoming events, soonest first, everyone's or only the organisation's own. */
export function UpcomingEvents({ events, page, onPageChange, mine, onMineChange, onView }: UpcomingEventsProps) {
  const results = events.data?.results ?? [];
  return (
    <Card aria-labelledby="upcoming-events-title" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="upcoming-events-title">Upcoming Events</CardTitle>
        <CheckboxField label="Only ours" checked={mine} onChange={(event) => onMineChange(event.target.checked)} />
      </div>
      <ListStates
        isPending={events.isPending}
        isError={events.isError}
        isEmpty={results.length === 0}
        errorMessage={COMMUNITY_MESSAGES.eventsFetchFailed}
        emptyMessage={DASHBOARD_MESSAGES.noEvents}
        loadingLabel="Loading events"
      >
        <EventList events={results} onView={onView} />
      </ListStates>
      {(events.data?.count ?? 0) > EVENTS_PAGE_SIZE && (
        <Pager
          label="Upcoming events"
          page={page}
          pageSize={EVENTS_PAGE_SIZE}
          total={events.data?.count ?? 0}
          onPageChange={onPageChange}
          isFetching={events.isFetching}
        />
      )}
    </Card>
  );
}

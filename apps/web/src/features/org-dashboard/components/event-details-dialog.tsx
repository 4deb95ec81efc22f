import type { EventAnswer } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Modal } from '../../../components/ui/dialog';
import { activeLabel, capacityLabel, dateRange, eventPlace, registrationLabel, timeRange } from '../lib/event-display';
import { TagList } from './tag-list';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Event Details: when and where, and whether it is active, open for registration and has spaces. */
export function EventDetailsDialog({ event, onClose }: { event: EventAnswer | null; onClose: () => void }) {
  return (
    <Modal
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Event Details"
      description={event?.title}
      size="md"
    >
      {event && (
        <div className="space-y-4">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Row term="Type">{event.event_type || 'Event'}</Row>
            <Row term="Date">{dateRange(event)}</Row>
            <Row term="Time">{timeRange(event)}</Row>
            <Row term="Location">{[eventPlace(event), event.country].filter(Boolean).join(', ')}</Row>
            <Row term="Status">
              <Badge tone={event.is_active ? 'success' : 'neutral'}>{activeLabel(event)}</Badge>
            </Row>
            <Row term="Registration">
              <Badge tone={event.registration_open ? 'success' : 'danger'}>{registrationLabel(event)}</Badge>
            </Row>
            <Row term="Capacity">
              <Badge tone={event.is_full ? 'danger' : 'info'}>{capacityLabel(event)}</Badge>
              <span className="ml-2 text-sm text-slate-700">
                {event.capacity === null
                  ? `${event.participants_count} registered`
                  : `${event.participants_count} of ${event.capacity}`}
              </span>
            </Row>
            {event.company_name && <Row term="Organised by">{event.company_name}</Row>}
          </dl>
          <TagList tags={event.tags} />
          {event.description && <p className="whitespace-pre-line text-slate-800">{event.description}</p>}
        </div>
      )}
    </Modal>
  );
}

import type { EventAnswer, TagSummary } from '@tandem/contract';
import type { EventRow } from './repository.ts';

export function presentEvent(event: EventRow, tags: TagSummary[], registered = false): EventAnswer {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    event_type: event.event_type,
    start_date: event.start_date,
    end_date: event.end_date,
    is_online: event.is_online === 1,
    location: event.location,
    city: event.city,
    country: event.country,
    capacity: event.capacity,
    participants_count: event.participants_count,
    is_active: event.is_active === 1,
    registration_open: event.registration_open === 1,
    is_full: event.capacity !== null && event.participants_count >= event.capacity,
    places_left: event.capacity === null ? null : Math.max(0, event.capacity - event.participants_count),
    registered,
    tags,
    company: event.company_id,
    company_name: event.company_name,
  };
}

import type { EventAnswer } from '@tandem/contract';
import { formatDate, formatTime } from '../../../lib/dates';

/** "18.00 - 19.30" (docs/product.md section 9: event times as HH.MM). */
export const timeRange = (event: Pick<EventAnswer, 'start_date' | 'end_date'>): string =>
  [formatTime(event.start_date), formatTime(event.end_date)].filter(Boolean).join(' - ');

/** "21/11/2025", or "21/11/2025 - 23/11/2025" for an event over several days. */
export function dateRange(event: Pick<EventAnswer, 'start_date' | 'end_date'>): string {
  const start = formatDate(event.start_date);
  const end = formatDate(event.end_date);
  return end && end !== start ? `${start} - ${end}` : start;
}

/** "Open Doors Hall, Leeds", or "Online". */
export const eventPlace = (event: Pick<EventAnswer, 'location' | 'city' | 'is_online'>): string =>
  [event.location, event.city].map((part) => part.trim()).filter(Boolean).join(', ') ||
  (event.is_online ? 'Online' : '');

export const activeLabel = (event: Pick<EventAnswer, 'is_active'>) => (event.is_active ? 'Active' : 'Inactive');
export const registrationLabel = (event: Pick<EventAnswer, 'registration_open'>) =>
  event.registration_open ? 'Open' : 'Closed';
export const capacityLabel = (event: Pick<EventAnswer, 'is_full'>) => (event.is_full ? 'Full' : 'Spaces Available');

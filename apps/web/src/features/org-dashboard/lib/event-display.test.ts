import { describe, expect, it } from 'vitest';
import { activeLabel, capacityLabel, dateRange, eventPlace, registrationLabel, timeRange } from './event-display';

const local = (hours: number, minutes: number, day = 1) => new Date(2030, 5, day, hours, minutes).toISOString();

describe('event display', () => {
  it('shows the time range as HH.MM', () => {
    expect(timeRange({ start_date: local(18, 0), end_date: local(19, 30) })).toBe('18.00 - 19.30');
  });

  it('shows one date, or both when the event runs over days', () => {
    expect(dateRange({ start_date: local(9, 0), end_date: local(17, 0) })).toBe('01/06/2030');
    expect(dateRange({ start_date: local(9, 0), end_date: local(17, 0, 3) })).toBe('01/06/2030 - 03/06/2030');
  });

  it('shows the location and the city, or Online', () => {
    expect(eventPlace({ location: 'Open Doors Hall', city: 'Leeds', is_online: false })).toBe('Open Doors Hall, Leeds');
    expect(eventPlace({ location: '', city: '', is_online: true })).toBe('Online');
  });

  it('uses the words of the Event Details dialog', () => {
    expect(activeLabel({ is_active: false })).toBe('Inactive');
    expect(registrationLabel({ registration_open: true })).toBe('Open');
    expect(capacityLabel({ is_full: true })).toBe('Full');
    expect(capacityLabel({ is_full: false })).toBe('Spaces Available');
  });
});

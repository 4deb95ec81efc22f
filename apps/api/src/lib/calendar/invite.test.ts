import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvite, type CalendarMeeting } from './invite.ts';

const meeting: CalendarMeeting = {
  uid: 'interview-7@tandem.test',
  sequence: 0,
  start: new Date('2026-12-01T14:00:00Z'),
  end: new Date('2026-12-01T14:45:00Z'),
  summary: 'Interview: Support Engineer at Hiring Co',
  description: 'Bring your portfolio; a line, with a comma and; a semicolon.',
  location: '1 High Street, London',
  organizer: { name: 'Rita Recruiter', email: 'rita@hiring.test' },
  attendees: [
    { name: 'Cara Candidate', email: 'cara@example.test' },
    { name: 'Rita Recruiter', email: 'rita@hiring.test' },
  ],
};

/** The invitation as a calendar reads it, through ical.js (Mozilla's parser), not by looking at the text. */
function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe('calendar invitations', () => {
  it('is a REQUEST with one VEVENT: UID, SEQUENCE, times in UTC, organiser and attendees', () => {
    const part = calendarInvite(meeting, 'REQUEST');
    expect(part).toMatchObject({ method: 'REQUEST', filename: 'invite.ics' });
    const { calendar, vevent, event } = parse(part.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('interview-7@tandem.test');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T14:45:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe('Interview: Support Engineer at Hiring Co');
    expect(event.description).toBe(meeting.description);
    expect(event.location).toBe('1 High Street, London');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:rita@hiring.test');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:cara@example.test', 'mailto:rita@hiring.test']);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('cancels with METHOD:CANCEL, the same UID and the SEQUENCE given', () => {
    const { calendar, vevent, event } = parse(calendarInvite({ ...meeting, sequence: 2 }, 'CANCEL').content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('interview-7@tandem.test');
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

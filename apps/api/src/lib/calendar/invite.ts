import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// One meeting as an iCalendar invitation (RFC 5545, scheduled by RFC 5546's iTIP): what interviews send, and what any
// other feature with a time and people (volunteer shifts) can send the same way. It knows nothing of the app's tables.

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarMeeting {
  /** Stable for the meeting's whole life, so calendars update one event rather than add another. */
  uid: string;
  /** Raised by every change calendars must take in (a new time, a cancellation); a lower one is ignored by them. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** A place, or the video link when there is no place. */
  location: string;
  url?: string | undefined;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
}

/** The e-mail part and download of one invitation: its method (for the Content-Type), a file name and the text. */
export interface CalendarPart {
  method: CalendarMethod;
  filename: string;
  content: string;
}

/**
 * The invitation (REQUEST) or its cancellation (CANCEL), one VEVENT with times in UTC (no time zone definitions to
 * get wrong: every calendar shows UTC in its owner's zone).
 */
export function calendarInvite(meeting: CalendarMeeting, method: CalendarMethod, now: Date = new Date()): CalendarPart {
  const calendar = ical({
    prodId: { company: 'Tandem', product: 'Tandem', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    stamp: now,
    start: meeting.start,
    end: meeting.end,
    summary: meeting.summary,
    description: meeting.description,
    location: meeting.location || null,
    url: meeting.url ?? null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: meeting.organizer.name, email: meeting.organizer.email },
    attendees: meeting.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  });
  return { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: calendar.toString() };
}

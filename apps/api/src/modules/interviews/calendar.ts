import { formatInterviewSlot, SERVER_TIME_ZONE } from '@tandem/contract';
import { calendarInvite, type CalendarMethod, type CalendarPart } from '../../lib/calendar/invite.ts';
import type { InterviewRow, SlotRow } from './repository.ts';

/** Where links in an invitation point, and the host that makes its UID unique to this deployment. */
export interface CalendarSettings {
  appUrl: (path: string) => string;
}

/** Stable for the interview's life: every update and the cancellation name the same event. */
export const interviewUid = (row: Pick<InterviewRow, 'id'>, settings: CalendarSettings): string => `interview-${row.id}@${new URL(settings.appUrl('/')).host}`;

/** The interview's invitation (REQUEST, at the slot given) or its cancellation (CANCEL), at its current SEQUENCE. */
export function interviewCalendar(row: InterviewRow, slot: SlotRow, method: CalendarMethod, settings: CalendarSettings): CalendarPart {
  const company = row.company_name ?? 'the organisation';
  const organizer = row.organizer_email ? { name: row.organizer_name ?? company, email: row.organizer_email } : { name: company, email: row.company_email ?? '' };
  const lines = [
    `Interview for ${row.job_title} with ${company}.`,
    `When: ${formatInterviewSlot({ start: slot.start_at, end: slot.end_at }, SERVER_TIME_ZONE)}.`,
    row.location ? `Where: ${row.location}` : '',
    row.video_url ? `Video link: ${row.video_url}` : '',
    row.note,
    `Reschedule or cancel on Tandem: ${settings.appUrl('/applications')}`,
  ];
  return calendarInvite(
    {
      uid: interviewUid(row, settings),
      sequence: row.sequence,
      start: new Date(slot.start_at),
      end: new Date(slot.end_at),
      summary: `Interview: ${row.job_title} at ${company}`,
      description: lines.filter(Boolean).join('\n'),
      location: row.location || row.video_url,
      url: row.video_url || undefined,
      organizer,
      attendees: [{ name: row.candidate_name, email: row.candidate_email }, organizer].filter((person) => person.email !== ''),
    },
    method,
  );
}

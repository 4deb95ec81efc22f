// Interviews and their proposed times (docs/product.md section C19).
import type { Generated } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface InterviewsTable {
  id: Id;
  application_id: number;
  /** The organisation user who proposed it; null once their account is gone. */
  proposed_by: number | null;
  /** proposed, booked, times_requested or cancelled. */
  status: string;
  location: Generated<string>;
  video_url: Generated<string>;
  note: Generated<string>;
  /** The latest reason given: for a cancellation, or for asking for other times. */
  reason: Generated<string>;
  /** The calendar invitation's SEQUENCE: raised by every change once calendars hold the event. */
  sequence: Generated<number>;
  /** 1 once it was booked: calendars hold the event from then on. */
  ever_booked: Generated<Flag>;
  /** The slot booked last: kept when a reschedule releases the booking, so a later cancellation names the event calendars hold. */
  booked_slot_id: number | null;
  /** The booked slot's start, for the reminder sweep's index. */
  booked_start_at: string | null;
  booked_at: string | null;
  reminded_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface InterviewSlotsTable {
  id: Id;
  interview_id: number;
  start_at: string;
  end_at: string;
  /** Set when a reschedule replaced it: it is no longer on offer. */
  withdrawn_at: string | null;
}

// The community area: tags, events, resources and volunteer opportunities.
import type { Generated } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface TagsTable {
  id: Id;
  name: string;
  color: Generated<string>;
  /** The company of whoever created it (migration 0021); null for older tags. */
  company_id: number | null;
}

export interface EventsTable {
  id: Id;
  company_id: number | null;
  created_by: number | null;
  title: string;
  description: Generated<string>;
  event_type: Generated<string>;
  start_date: string;
  end_date: string;
  is_online: Generated<Flag>;
  location: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  capacity: number | null;
  participants_count: Generated<number>;
  is_active: Generated<Flag>;
  registration_open: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface EventTagsTable {
  event_id: number;
  tag_id: number;
}

export interface ResourcesTable {
  id: Id;
  company_id: number | null;
  created_by: number | null;
  title: string;
  description: Generated<string>;
  resource_type: Generated<string>;
  author: Generated<string>;
  published_date: string;
  url: Generated<string>;
  is_free: Generated<Flag>;
  downloads_count: Generated<number>;
  views_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ResourceTagsTable {
  resource_id: number;
  tag_id: number;
}

/** A signed-in user's view or download of a resource, counted once (0005). */
export interface ResourceReadsTable {
  resource_id: number;
  user_id: number;
  kind: 'view' | 'download';
  created_at: string;
}

export interface VolunteerOpportunitiesTable {
  id: Id;
  company_id: number | null;
  created_by: number | null;
  title: string;
  description: Generated<string>;
  keywords: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  is_remote: Generated<Flag>;
  time_commitment: Generated<string>;
  category: Generated<string>;
  start_date: string | null;
  is_active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface VolunteerInterestsTable {
  id: Id;
  opportunity_id: number;
  user_id: number;
  created_at: string;
  /** The candidate's note to the organisation (0032). */
  note: Generated<string>;
  /** 1 once the candidate agreed to share their name and e-mail with the organisation. */
  share_contact: Generated<Flag>;
  /** pending, accepted, declined, or no_reply once its deadline passed unanswered (0035). */
  status: Generated<string>;
  reply_due_at: string | null;
  /** When the organisation was reminded that the deadline is near (0035). */
  reminded_at: string | null;
  answered_at: string | null;
  decline_reason: string | null;
}

/** A dated shift of a volunteer role, with a capacity; signups_count moves only by a conditional UPDATE (0032). */
export interface VolunteerShiftsTable {
  id: Id;
  opportunity_id: number;
  start_at: string;
  end_at: string;
  capacity: number;
  signups_count: Generated<number>;
  created_at: string;
}

/** An accepted volunteer's place on a shift, and the hours (in minutes) the organisation confirmed after it. */
export interface ShiftSignupsTable {
  id: Id;
  shift_id: number;
  user_id: number;
  created_at: string;
  minutes: number | null;
  confirmed_at: string | null;
  /** When the day-before reminder went out (0035). */
  reminded_at: string | null;
}

/** A person registered for an event; reminded_at once the day-before reminder went out. */
export interface EventRegistrationsTable {
  id: Id;
  event_id: number;
  user_id: number;
  created_at: string;
  reminded_at: string | null;
}

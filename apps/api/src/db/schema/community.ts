// The community area: tags, events, resources and volunteer opportunities.
import type { Generated } from 'kysely';
import type { Flag, Id } from './column-types.ts';

export interface TagsTable {
  id: Id;
  name: string;
  color: Generated<string>;
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
}

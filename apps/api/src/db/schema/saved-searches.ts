// A candidate's saved job searches and the alerts each has sent.
import type { Selectable } from 'kysely';
import type { Id } from './column-types.ts';

/** A candidate's saved job search (docs/product.md section C12): the list's filters as columns, and its alert. */
export interface SavedSearchesTable {
  id: Id;
  user_id: number;
  name: string;
  search: string;
  /** lower('%search%'), its % _ and \\ escaped, for LIKE ... ESCAPE '\\'; null when search is ''. */
  search_pattern: string | null;
  location: string;
  job_type: string | null;
  remote: number;
  salary_min: number | null;
  alert: string;
  created_at: string;
  updated_at: string;
}

/** Each (saved search, job) a person was told of: a job alerts once per search. */
export interface SavedSearchAlertsTable {
  id: Id;
  saved_search_id: number;
  job_id: number;
  created_at: string;
}

export type SavedSearchRow = Selectable<SavedSearchesTable>;

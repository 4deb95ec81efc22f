import { JOB_TYPES, RECORD_MESSAGES } from '@tandem/contract';
import type { JobOrdering, JobType } from '@tandem/contract';
import type { QueryParams } from '../../../lib/api-client';

export const MATCH_SORTS = [
  { value: 'match', label: 'Match Score', ordering: '-match_score' },
  { value: 'recent', label: 'Most Recent', ordering: '-created_at' },
  { value: 'salary', label: 'Salary: High to Low', ordering: '-salary_max' },
  // The organisations' reply record (docs/product.md section C12): those answering most applicants in time first.
  { value: 'responsive', label: RECORD_MESSAGES.sortLabel, ordering: '-response_rate' },
] as const satisfies readonly { value: string; label: string; ordering: JobOrdering }[];

export type MatchSort = (typeof MATCH_SORTS)[number]['value'];
export type MatchTab = 'all' | 'saved';

/** The job search of /yourmatches, as the query string carries it (from the top bar, /home or the page). */
export interface JobFilters {
  search: string;
  location: string;
  jobType: JobType | '';
  remote: boolean;
}

export interface MatchQuery extends JobFilters {
  tab: MatchTab;
  sort: MatchSort;
}

const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);
const isSort = (value: string): value is MatchSort => MATCH_SORTS.some((sort) => sort.value === value);
const text = (value: string | null, max = 200) => (value ?? '').trim().slice(0, max);

/** Reads ?search=&location=&type=&remote=true&tab=saved&sort=recent; anything unknown falls back to the default. */
export function readMatchQuery(params: URLSearchParams): MatchQuery {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    search: text(params.get('search')),
    location: text(params.get('location'), 100),
    jobType: isJobType(type) ? type : '',
    remote: params.get('remote') === 'true',
    tab: params.get('tab') === 'saved' ? 'saved' : 'all',
    sort: isSort(sort) ? sort : 'match',
  };
}

/** Writes only what differs from the defaults, so a plain /yourmatches stays plain. */
export function writeMatchQuery(query: Partial<MatchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.location) params.set('location', query.location);
  if (query.jobType) params.set('type', query.jobType);
  if (query.remote) params.set('remote', 'true');
  if (query.tab === 'saved') params.set('tab', 'saved');
  if (query.sort && query.sort !== 'match') params.set('sort', query.sort);
  return params;
}

/** /yourmatches with a search, as the top bar and /home open it. */
export const matchesHref = (filters: Partial<JobFilters>): string => {
  const query = writeMatchQuery(filters).toString();
  return query ? `/yourmatches?${query}` : '/yourmatches';
};

/** The /api/jobprofile/ query: the location is a city; saved=true for the Saved tab. */
export function toJobListParams(query: MatchQuery, offset: number, limit: number): QueryParams {
  return {
    limit,
    offset,
    ordering: MATCH_SORTS.find((sort) => sort.value === query.sort)?.ordering,
    search: query.search || undefined,
    city: query.location || undefined,
    job_type: query.jobType || undefined,
    is_remote: query.remote ? 'true' : undefined,
    saved: query.tab === 'saved' ? 'true' : undefined,
  };
}

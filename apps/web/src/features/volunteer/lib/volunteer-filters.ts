import { VOLUNTEER_FILTER_OPTIONS } from '@tandem/contract';
import type { QueryParams } from '../../../lib/api-client';

type Options<K extends keyof typeof VOLUNTEER_FILTER_OPTIONS> = (typeof VOLUNTEER_FILTER_OPTIONS)[K][number];

/** /volunteer's search and filters, with SPEC.md's options; the first option of each means "no filter". */
export interface VolunteerQuery {
  search: string;
  location: Options<'location'>;
  commitment: Options<'commitment'>;
  category: Options<'category'>;
}

export const DEFAULT_VOLUNTEER_QUERY: VolunteerQuery = {
  search: '',
  location: 'Any',
  commitment: 'Any',
  category: 'All',
};

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option.toLowerCase() === (value ?? '').toLowerCase()) ?? fallback;

/** Reads ?search=&location=&commitment=&category= (any case); unknown values fall back to no filter. */
export function readVolunteerQuery(params: URLSearchParams): VolunteerQuery {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    location: pick(VOLUNTEER_FILTER_OPTIONS.location, params.get('location'), 'Any'),
    commitment: pick(VOLUNTEER_FILTER_OPTIONS.commitment, params.get('commitment'), 'Any'),
    category: pick(VOLUNTEER_FILTER_OPTIONS.category, params.get('category'), 'All'),
  };
}

/** Only what differs from "no filter". */
export function writeVolunteerQuery(query: VolunteerQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.location !== 'Any') params.set('location', query.location);
  if (query.commitment !== 'Any') params.set('commitment', query.commitment);
  if (query.category !== 'All') params.set('category', query.category);
  return params;
}

/** The API takes the page's labels as they are (Any / All mean no filter). */
export const toVolunteerParams = (query: VolunteerQuery, limit: number): QueryParams => ({
  limit,
  search: query.search || undefined,
  location: query.location === 'Any' ? undefined : query.location,
  commitment: query.commitment === 'Any' ? undefined : query.commitment,
  category: query.category === 'All' ? undefined : query.category,
});

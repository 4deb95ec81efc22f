import { LIMITS, VOLUNTEER_FILTER_OPTIONS } from '@tandem/contract';
import type { QueryParams } from '../../../lib/api-client';

type Options<K extends keyof typeof VOLUNTEER_FILTER_OPTIONS> = (typeof VOLUNTEER_FILTER_OPTIONS)[K][number];

/**
 * /volunteer's search and filters; the first option of each means "no filter". Location is Any, Remote or a city
 * where opportunities are (locationOptions), not a fixed list.
 */
export interface VolunteerQuery {
  search: string;
  location: string;
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

/** Any and Remote in the page's spelling; a city as given (at most a place name's length). */
function readLocation(value: string | null): string {
  const text = (value ?? '').trim().slice(0, LIMITS.placeMax);
  if (text === '' || text.toLowerCase() === 'any') return 'Any';
  if (text.toLowerCase() === 'remote') return 'Remote';
  return text;
}

/**
 * The Location choices: Any, Remote when an opportunity is remote, then the cities with opportunities; the choice
 * in the address stays listed even when no opportunity is there any more.
 */
export function locationOptions(places: { cities: readonly string[]; remote: boolean } | undefined, current: string): string[] {
  const choices = ['Any', ...(places?.remote ? ['Remote'] : []), ...(places?.cities ?? [])];
  return choices.some((choice) => choice.toLowerCase() === current.toLowerCase()) ? choices : [...choices, current];
}

/** Reads ?search=&location=&commitment=&category= (any case); unknown values fall back to no filter. */
export function readVolunteerQuery(params: URLSearchParams): VolunteerQuery {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    location: readLocation(params.get('location')),
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

import type { Place, PlaceKind } from './place.ts';

/** How each place classification reads, given the job's place as written. */
export const PLACE_NOTES: Record<PlaceKind, (job: Place<string>) => string> = {
  remote: () => 'Remote job: suits any place',
  anywhere: () => 'The job names no place',
  sameCity: (job) => `Same city (${job.city})`,
  sameState: (job) => `Same region (${job.state})`,
  sameCountry: (job) => `Same country (${job.country})`,
  elsewhere: () => 'Different place',
  unknown: () => 'The profile has no place to compare',
};

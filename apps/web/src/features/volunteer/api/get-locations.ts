import type { VolunteerLocationsAnswer } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { volunteerKeys } from './keys';

/** GET /api/volunteer-opportunities/locations/: the cities with opportunities, and whether any is remote. */
export const getLocations = (): Promise<VolunteerLocationsAnswer> =>
  api.get<VolunteerLocationsAnswer>('/api/volunteer-opportunities/locations/');

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: volunteerKeys.locations(), queryFn: getLocations, staleTime: 5 * 60 * 1000 });

export const useVolunteerLocations = () => useQuery(locationsQueryOptions());

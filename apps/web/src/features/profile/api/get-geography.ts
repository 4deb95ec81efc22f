import type { GeoCountry, GeoState } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from './keys';

/** GET /api/geo/countries/: [{ code, name }] sorted by name. */
export const getCountries = (): Promise<GeoCountry[]> => api.get<GeoCountry[]>('/api/geo/countries/');

/** GET /api/geo/countries/{code}/states/: [{ code, name }]. */
export const getStates = (countryCode: string): Promise<GeoState[]> =>
  api.get<GeoState[]>(`/api/geo/countries/${encodeURIComponent(countryCode)}/states/`);

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.countries(), queryFn: getCountries, staleTime: Infinity });

export const statesQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: referenceKeys.states(countryCode),
    queryFn: () => getStates(countryCode),
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

export const useStates = (countryCode: string | undefined) =>
  useQuery({ ...statesQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });

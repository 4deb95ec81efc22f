import type { Page, VolunteerOpportunityAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toVolunteerParams } from '../lib/volunteer-filters';
import type { VolunteerQuery } from '../lib/volunteer-filters';
import { volunteerKeys } from './keys';

/** Enough to rank every match of a search at once. */
const LIMIT = 200;

/** GET /api/volunteer-opportunities/ with docs/product.md's filters; each carries `interested` for the candidate. */
export async function getOpportunities(query: VolunteerQuery): Promise<Page<VolunteerOpportunityAnswer>> {
  const page = await api.get<Page<VolunteerOpportunityAnswer>>('/api/volunteer-opportunities/', {
    params: toVolunteerParams(query, LIMIT),
  });
  if (!Array.isArray(page?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
  return page;
}

export const opportunitiesQueryOptions = (query: VolunteerQuery) =>
  queryOptions({
    queryKey: volunteerKeys.list(query),
    queryFn: () => getOpportunities(query),
    placeholderData: keepPreviousData,
  });

export const useOpportunities = (query: VolunteerQuery) => useQuery(opportunitiesQueryOptions(query));

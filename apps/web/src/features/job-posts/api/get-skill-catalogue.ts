import type { CatalogueSkillAnswer, Page } from '@tandem/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobPostKeys } from './keys';

const SUGGESTIONS = 12;

/** GET /api/matching-skills/?search=: catalogue skills by name or alias, exact and prefix matches first. */
export const searchCatalogue = (search: string): Promise<Page<CatalogueSkillAnswer>> =>
  api.get<Page<CatalogueSkillAnswer>>('/api/matching-skills/', { params: { search, limit: SUGGESTIONS } });

export const useCatalogueSearch = (search: string) =>
  useQuery({
    queryKey: jobPostKeys.catalogue(search.trim().toLowerCase()),
    queryFn: () => searchCatalogue(search.trim()),
    enabled: search.trim().length > 0,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

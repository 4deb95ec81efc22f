import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCatalogue } from '../../../lib/api/skill-catalogue';
import { jobPostKeys } from './keys';

/** Catalogue skills matching what is typed (GET /api/matching-skills/?search=). */
export const useCatalogueSearch = (search: string) =>
  useQuery({
    queryKey: jobPostKeys.catalogue(search.trim().toLowerCase()),
    queryFn: () => searchCatalogue(search.trim()),
    enabled: search.trim().length > 0,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });

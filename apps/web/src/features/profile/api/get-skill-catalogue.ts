import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSkillCatalogue } from '../../../lib/api/skill-catalogue';
import { referenceKeys } from './keys';

export type { CatalogueSkill } from '../../../lib/api/skill-catalogue';

export const skillCatalogueQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.catalogue(), queryFn: getSkillCatalogue, staleTime: Infinity });

export const useSkillCatalogue = () => useQuery(skillCatalogueQueryOptions());

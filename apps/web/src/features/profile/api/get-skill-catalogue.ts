import { LIMITS } from '@tandem/contract';
import type { CatalogueSkillAnswer, Page } from '@tandem/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsOf } from '../lib/results';
import { referenceKeys } from './keys';

export type CatalogueSkill = Pick<CatalogueSkillAnswer, 'id' | 'name' | 'aliases'>;

/** Pages a catalogue can have before we stop asking (1000 skills each): a guard against a runaway loop. */
const MAX_PAGES = 10;

/**
 * GET /api/matching-skills/?limit=1000 (docs/product.md section 9), and the next pages while the catalogue has more
 * than 1000 skills, so the search below finds every skill, not only the first thousand.
 */
export async function getSkillCatalogue(): Promise<CatalogueSkill[]> {
  const skills: CatalogueSkill[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await api.get<Page<CatalogueSkillAnswer>>('/api/matching-skills/', {
      params: { limit: LIMITS.catalogueRequestLimit, offset: page * LIMITS.catalogueRequestLimit },
    });
    for (const { id, name, aliases } of resultsOf(answer)) {
      skills.push({ id, name, aliases: Array.isArray(aliases) ? aliases : [] });
    }
    if (!answer.next) break;
  }
  return skills;
}

export const skillCatalogueQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.catalogue(), queryFn: getSkillCatalogue, staleTime: Infinity });

export const useSkillCatalogue = () => useQuery(skillCatalogueQueryOptions());

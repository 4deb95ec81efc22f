import { LIMITS, UI_MESSAGES } from '@tandem/contract';
import type { CatalogueSkillAnswer, Page } from '@tandem/contract';
import { api } from '../api-client';

/** The fetchers of GET /api/matching-skills/, for the profile's skill picker and the job form's skills input. */

export type CatalogueSkill = Pick<CatalogueSkillAnswer, 'id' | 'name' | 'aliases'>;

const SUGGESTIONS = 12;

/** GET /api/matching-skills/?search=: catalogue skills by name or alias, exact and prefix matches first. */
export const searchCatalogue = (search: string): Promise<Page<CatalogueSkillAnswer>> =>
  api.get<Page<CatalogueSkillAnswer>>('/api/matching-skills/', { params: { search, limit: SUGGESTIONS } });

/** Pages a catalogue can have before we stop asking (1000 skills each): a guard against a runaway loop. */
const MAX_PAGES = 10;

/**
 * GET /api/matching-skills/?limit=1000 (docs/product.md section 9), and the next pages while the catalogue has more
 * than 1000 skills, so the search finds every skill, not only the first thousand.
 */
export async function getSkillCatalogue(): Promise<CatalogueSkill[]> {
  const skills: CatalogueSkill[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await api.get<Page<CatalogueSkillAnswer>>('/api/matching-skills/', {
      params: { limit: LIMITS.catalogueRequestLimit, offset: page * LIMITS.catalogueRequestLimit },
    });
    // docs/product.md's 'Invalid API response format' when the results are not a list.
    if (!Array.isArray(answer?.results)) throw new Error(UI_MESSAGES.common.invalidApiResponse);
    for (const { id, name, aliases } of answer.results) {
      skills.push({ id, name, aliases: Array.isArray(aliases) ? aliases : [] });
    }
    if (!answer.next) break;
  }
  return skills;
}

import type { VolunteerOpportunityAnswer } from '@tandem/contract';

const key = (text: string) => text.trim().toLocaleLowerCase();
const keywordsOf = (value: string) => value.split(',').map(key).filter(Boolean);

/** How many of the opportunity's keywords the candidate's profile lists (names compared without case). */
export const sharedSkills = (keywords: string, skillNames: readonly string[]): string[] => {
  const have = new Set(skillNames.map(key));
  return keywords
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && have.has(key(item)));
};

/**
 * Ranks opportunities for the candidate. When the server scored them (the matching engine), its order is the
 * ranking. Otherwise: most shared skills first, the server's order (newest first) breaking ties.
 */
export function rankOpportunities<
  T extends Pick<VolunteerOpportunityAnswer, 'keywords'> & { match_score?: number | null },
>(opportunities: readonly T[], skillNames: readonly string[]): T[] {
  if (opportunities.some((item) => typeof item.match_score === 'number')) return [...opportunities];
  const have = new Set(skillNames.map(key));
  const score = (item: T) => keywordsOf(item.keywords).filter((keyword) => have.has(keyword)).length;
  return opportunities
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

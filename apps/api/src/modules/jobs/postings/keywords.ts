import { keywordNotInCatalogue, splitCommaList } from '@tandem/contract';
import { nearestSkills, type SkillVocabulary } from '@tandem/matching';
import { badRequest } from '../../../lib/http-errors.ts';

/**
 * A job's keywords as catalogue skills (docs/product.md section C14): each word read by name or alias and stored
 * under the catalogue's name, each once. A word outside the catalogue is a 400 on `keywords` offering its
 * nearest catalogue skills, since a skill no candidate can hold would only lower every candidate's score.
 */
export function catalogueKeywords(vocabulary: SkillVocabulary, keywords: string): string {
  const names: string[] = [];
  const refusals: string[] = [];
  for (const word of splitCommaList(keywords)) {
    const skill = vocabulary.lookup(word);
    if (!skill) refusals.push(keywordNotInCatalogue(word, nearestSkills(vocabulary, word)));
    else if (!names.includes(skill.name)) names.push(skill.name);
  }
  if (refusals.length > 0) throw badRequest({ keywords: refusals });
  return names.join(', ');
}

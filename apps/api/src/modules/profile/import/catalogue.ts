import { createVocabulary, type SkillVocabulary } from '@tandem/matching';
import { SKILL_CATALOGUE } from '../../../db/seed/catalogue/index.ts';

let vocabulary: SkillVocabulary | undefined;

/**
 * The skill catalogue as the import reads it inside a parse-pool worker, which opens no database: built once per
 * worker from the catalogue in the code, which is what the database holds (db/catalogue-sync.ts brings the
 * database up to it after every migration and adds names and aliases exactly as written here; catalogue.test.ts
 * checks the two agree). Ids are the code's order, not the database's: the draft names skills, it holds no ids.
 */
export function importVocabulary(): SkillVocabulary {
  vocabulary ??= createVocabulary(
    SKILL_CATALOGUE.flatMap((category) => category.skills).map((skill, index) => ({ id: index + 1, name: skill.name, aliases: skill.aliases })),
  );
  return vocabulary;
}

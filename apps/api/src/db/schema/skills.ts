// The skill catalogue: reference data synced after migrating (db/catalogue-sync.ts).
import type { Generated } from 'kysely';
import type { Id } from './column-types.ts';

export interface SkillCategoriesTable {
  id: Id;
  name: string;
  description: Generated<string>;
}

export interface CatalogueSkillsTable {
  id: Id;
  name: string;
  /** Lowercased name, unique: the key for case-insensitive look-ups on both databases. */
  name_key: string;
  category_id: number | null;
}

export interface SkillAliasesTable {
  id: Id;
  skill_id: number;
  alias: string;
  alias_key: string;
}

export interface SkillRelationsTable {
  skill_id: number;
  related_skill_id: number;
}

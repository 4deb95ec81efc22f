import type { SkillAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { ProfileSkillsTable } from '../../../db/schema.ts';

// Rows shaped for the API: a column added to the table never leaves the server by accident.
export const presentSkill = (row: Selectable<ProfileSkillsTable>): SkillAnswer => ({
  id: row.id,
  name: row.name,
  score: row.score,
  skill_id: row.skill_id,
  application: row.application_id,
});

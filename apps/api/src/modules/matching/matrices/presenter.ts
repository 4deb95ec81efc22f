import type { JobMatrixRow, UserMatrixRow } from './repository.ts';

export const presentJobMatrix = (row: JobMatrixRow) => ({
  id: row.id,
  job: row.job_id,
  skill: row.skill_id,
  skill_name: row.skill_name ?? '',
  importance: row.importance,
});

export const presentUserMatrix = (row: UserMatrixRow) => ({
  id: row.id,
  user: row.user_id,
  skill: row.skill_id,
  skill_name: row.skill_name ?? '',
  level: row.level,
});

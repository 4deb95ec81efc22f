// Matching: skill matrices and the stored results of matching sessions.
import type { Generated } from 'kysely';
import type { Id } from './column-types.ts';

export interface JobSkillMatricesTable {
  id: Id;
  job_id: number;
  skill_id: number;
  importance: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UserSkillMatricesTable {
  id: Id;
  user_id: number;
  skill_id: number;
  level: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MatchingSessionsTable {
  id: Id;
  created_by: number | null;
  status: Generated<string>;
  progress: Generated<number>;
  total: Generated<number>;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface MatchResultsTable {
  id: Id;
  session_id: number;
  candidate_id: number;
  job_id: number;
  score: number;
  rank: number;
  explanation: Generated<string>;
  created_at: string;
}

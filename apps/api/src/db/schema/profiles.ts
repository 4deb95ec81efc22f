// A candidate's profile: the record, its entries and skills, the résumé and what they look for.
import type { Generated } from 'kysely';
import type { Flag, Id } from './column-types.ts';

/** A candidate's profile ("application" in the API): one per candidate. */
export interface ApplicationsTable {
  id: Id;
  user_id: number;
  linkedin: Generated<string>;
  github: Generated<string>;
  portfolio: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface EducationTable {
  id: Id;
  application_id: number;
  institution: Generated<string>;
  degree: Generated<string>;
  field_of_study: Generated<string>;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
}

export interface ExperienceTable {
  id: Id;
  application_id: number;
  company: Generated<string>;
  duration: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  is_remote: Generated<Flag>;
  start_date: string | null;
  end_date: string | null;
  responsibilities: Generated<string>;
  created_at: string;
}

export interface ProfileSkillsTable {
  id: Id;
  application_id: number;
  skill_id: number;
  name: string;
  score: number;
  created_at: string;
}

export interface ResumesTable {
  id: Id;
  user_id: number;
  filename: string;
  storage_key: string;
  size: number;
  text: Generated<string>;
  created_at: string;
}

/** What a candidate looks for (migration 0004): job types as a comma list, 'any' | 'remote' | 'onsite'. */
export interface CandidatePreferencesTable {
  user_id: number;
  job_types: Generated<string>;
  work_mode: Generated<string>;
  min_salary: number | null;
  seniority: string | null;
  updated_at: string;
}

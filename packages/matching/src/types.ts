import type { ExperienceInput } from './experience.ts';

/** A skill on a candidate's profile: a catalogue name (or free text) and a proficiency from 0 to 10. */
export interface CandidateSkillInput {
  readonly name: string;
  readonly score: number;
}

/** A candidate as the engine reads it: the profile of docs/product.md section 3, flattened. */
export interface CandidateInput {
  readonly id: number;
  readonly skills: readonly CandidateSkillInput[];
  readonly experiences?: readonly ExperienceInput[];
  /** Free-text degrees ("BSc Computer Science", "Master's", "PhD"); the highest counts. */
  readonly educations?: readonly { readonly degree: string | null }[];
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
  /** Job types the candidate wants (e.g. "full-time"); empty or absent means any type suits. */
  readonly preferredJobTypes?: readonly string[] | null;
  /** 'remote' (remote jobs only), 'onsite' (jobs at a place), 'any' or absent. */
  readonly workMode?: string | null;
  /** Lowest yearly salary the candidate accepts; absent or 0 means not stated. */
  readonly minSalary?: number | null;
  /** 'entry', 'mid' or 'senior'; absent means not stated. */
  readonly seniority?: string | null;
}

/** A job posting as the engine reads it (field names as the API's job profile). */
export interface JobInput {
  readonly id: number;
  /** The required skills, as a list or the API's comma-separated string. */
  readonly keywords: readonly string[] | string;
  readonly years_of_experience: number | null;
  /** Free text: "Bachelor's degree in Computer Science", "Master's", "PhD", "High school", "None". */
  readonly degree_requirements: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
  /** A remote job suits a candidate anywhere. */
  readonly is_remote: boolean;
  readonly job_type: string;
  /** The salary range; the highest given is compared with a candidate's lowest acceptable salary. */
  readonly salary_min?: number | null;
  readonly salary_max?: number | null;
}

/** A volunteer opportunity: a job-like record ranked by the same model, typed "volunteering". */
export interface OpportunityInput {
  readonly id: number;
  /** The skills it asks for, as a list or a comma-separated string. */
  readonly skills: readonly string[] | string;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly country?: string | null;
  readonly is_remote: boolean;
  readonly years_of_experience?: number | null;
  readonly degree_requirements?: string | null;
}

import type { ApplicationAnswer, EducationAnswer, ExperienceAnswer, SkillAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type {
  ApplicationsTable,
  EducationTable,
  ExperienceTable,
  ProfileSkillsTable,
} from '../../db/schema.ts';

// Rows shaped for the API: a column added to a table never leaves the server by accident.

export const presentApplication = (row: Selectable<ApplicationsTable>): ApplicationAnswer => ({
  id: row.id,
  user: row.user_id,
  linkedin: row.linkedin,
  github: row.github,
  portfolio: row.portfolio,
  city: row.city,
  state: row.state,
  country: row.country,
});

export const presentEducation = (row: Selectable<EducationTable>): EducationAnswer => ({
  id: row.id,
  institution: row.institution,
  degree: row.degree,
  field_of_study: row.field_of_study,
  start_date: row.start_date,
  end_date: row.end_date,
  application: row.application_id,
});

export const presentExperience = (row: Selectable<ExperienceTable>): ExperienceAnswer => ({
  id: row.id,
  company: row.company,
  duration: row.duration,
  city: row.city,
  state: row.state,
  country: row.country,
  is_remote: row.is_remote === 1,
  start_date: row.start_date,
  end_date: row.end_date,
  responsibilities: row.responsibilities,
  application: row.application_id,
});

export const presentSkill = (row: Selectable<ProfileSkillsTable>): SkillAnswer => ({
  id: row.id,
  name: row.name,
  score: row.score,
  skill_id: row.skill_id,
  application: row.application_id,
});

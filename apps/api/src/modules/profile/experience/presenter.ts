import type { ExperienceAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { ExperienceTable } from '../../../db/schema.ts';

// Rows shaped for the API: a column added to the table never leaves the server by accident.
export const presentExperience = (row: Selectable<ExperienceTable>): ExperienceAnswer => ({
  id: row.id,
  ...experienceFields(row),
  application: row.application_id,
});

/** What a person wrote about one post, without the ids: the answer's body, and the account export's entry. */
export const experienceFields = (row: Selectable<ExperienceTable>) => ({
  company: row.company,
  duration: row.duration,
  city: row.city,
  state: row.state,
  country: row.country,
  is_remote: row.is_remote === 1,
  start_date: row.start_date,
  end_date: row.end_date,
  responsibilities: row.responsibilities,
});

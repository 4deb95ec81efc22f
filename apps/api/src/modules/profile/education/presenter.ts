import type { EducationAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { EducationTable } from '../../../db/schema.ts';

// Rows shaped for the API: a column added to the table never leaves the server by accident.
export const presentEducation = (row: Selectable<EducationTable>): EducationAnswer => ({
  id: row.id,
  institution: row.institution,
  degree: row.degree,
  field_of_study: row.field_of_study,
  start_date: row.start_date,
  end_date: row.end_date,
  application: row.application_id,
});

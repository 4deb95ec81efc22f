import type { ApplicationAnswer } from '@tandem/contract';
import type { Selectable } from 'kysely';
import type { ApplicationsTable } from '../../../db/schema.ts';

// Rows shaped for the API: a column added to the table never leaves the server by accident.
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

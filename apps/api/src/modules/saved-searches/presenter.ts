import { JOB_TYPES, type JobType, type SavedSearchAlert, type SavedSearchAnswer } from '@tandem/contract';
import type { SavedSearchRow } from '../../db/schema.ts';

const jobType = (value: string | null): JobType | null => ((JOB_TYPES as readonly string[]).includes(value ?? '') ? (value as JobType) : null);

export function presentSavedSearch(row: SavedSearchRow): SavedSearchAnswer {
  return {
    id: row.id,
    name: row.name,
    query: { search: row.search, location: row.location, job_type: jobType(row.job_type), remote: row.remote === 1, salary_min: row.salary_min },
    alert: row.alert as SavedSearchAlert,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

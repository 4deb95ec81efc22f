import { JOB_ORDERINGS, JOB_STATUSES, JOB_TYPES, JOBS_MESSAGES, jobsFlag, jobsRecordId, LIMITS } from '@tandem/contract';
import { z } from 'zod';
import { PageQuerySchema } from '../../../lib/pagination.ts';
import { queryText, listQuery } from '../common/schemas.ts';

/** An empty query value (`?city=`) means "no filter", as in Django REST Framework's filters. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const JobListQuery = listQuery({
  ...PageQuerySchema.shape,
  created_by: optional(jobsRecordId),
  company: optional(jobsRecordId),
  is_active: optional(jobsFlag),
  status: optional(z.enum(JOB_STATUSES, { error: JOBS_MESSAGES.jobStatus })),
  job_type: optional(z.enum(JOB_TYPES, { error: JOBS_MESSAGES.jobType })),
  is_remote: optional(jobsFlag),
  city: optional(queryText(LIMITS.placeMax)),
  country: optional(queryText(LIMITS.placeMax)),
  search: optional(queryText(LIMITS.searchMax)),
  saved: optional(jobsFlag),
  mine: optional(jobsFlag),
  ordering: optional(z.enum(JOB_ORDERINGS, { error: JOBS_MESSAGES.ordering })),
});
export type JobListQuery = z.output<typeof JobListQuery>;

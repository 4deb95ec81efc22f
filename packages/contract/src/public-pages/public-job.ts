// What a public page shows of a job and of an organisation (docs/product.md section C16): the API's answers. The one
// view of a job that the server's HTML and the app's screen both render is in job-view.ts.
import { z } from 'zod';
import { JOB_TYPES } from '../enums.ts';
import { JobAnswer } from '../jobs/postings.ts';

/**
 * The job's fields as the signed-in job answer has them (one definition of each), with what only a public page needs:
 * the organisation's website, a job type from the known list, and the end of the posting.
 */
export const PublicJobAnswer = JobAnswer.pick({
  id: true,
  title: true,
  description: true,
  keywords: true,
  salary_min: true,
  salary_max: true,
  salary_currency: true,
  salary_period: true,
  city: true,
  state: true,
  country: true,
  is_remote: true,
  status: true,
  company: true,
  company_name: true,
  company_logo: true,
  company_response_rate: true,
  company_median_reply_days: true,
  company_verified: true,
  created_at: true,
  updated_at: true,
}).extend({
  job_type: z.enum(JOB_TYPES),
  company_website: z.string().nullable(),
  /** When the job stops taking applications unless its organisation acts (Tandem pauses untouched jobs). */
  valid_through: z.string(),
});
export type PublicJobAnswer = z.infer<typeof PublicJobAnswer>;

/**
 * A standalone volunteer role (the volunteering tables, beside jobs of type volunteering) as /browse lists it:
 * unpaid, nothing of anyone who offered to help. Its address is the candidates' volunteering screen searching for it
 * (a visitor signs in or up on the way); it has no public page of its own, so no sitemap entry and no feed item.
 */
export const PublicVolunteerRole = z.object({
  id: z.number(),
  title: z.string(),
  organisation: z.string(),
  company: z.number().nullable(),
  city: z.string(),
  country: z.string(),
  is_remote: z.boolean(),
  time_commitment: z.string(),
  category: z.string(),
  created_at: z.string(),
});
export type PublicVolunteerRole = z.infer<typeof PublicVolunteerRole>;

/** One page of a search: its jobs (`count` in all) and, on the same page number, its volunteer roles (`volunteer_count`). */
export const PublicJobPage = z.object({
  count: z.number(),
  page: z.number(),
  pages: z.number(),
  results: z.array(PublicJobAnswer),
  volunteer_roles: z.array(PublicVolunteerRole),
  volunteer_count: z.number(),
});
export type PublicJobPage = z.infer<typeof PublicJobPage>;

export const PublicEventAnswer = z.object({ id: z.number(), title: z.string(), start_date: z.string(), is_online: z.boolean(), city: z.string() });

export const PublicOrganisationAnswer = z.object({
  id: z.number(),
  name: z.string(),
  about: z.string(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  /** 'Verified organisation' (docs/product.md section C20). */
  verified: z.boolean(),
  response_rate: z.number().nullable(),
  median_reply_days: z.number().nullable(),
  jobs: z.array(PublicJobAnswer),
  events: z.array(PublicEventAnswer),
});
export type PublicOrganisationAnswer = z.infer<typeof PublicOrganisationAnswer>;

/** /browse's words (docs/product.md section C16): every search has an address, and a feed. */
export const BrowseQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  place: z.string().trim().max(100).optional().catch(undefined),
  type: z.enum(JOB_TYPES).optional().catch(undefined),
  remote: z.enum(['true', 'false']).optional().catch(undefined),
  pay_min: z.coerce.number().int().min(0).max(100_000_000).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type BrowseQuery = z.infer<typeof BrowseQuery>;

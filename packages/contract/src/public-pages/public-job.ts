// What a public page shows of a job and of an organisation (docs/product.md section C16): the API's answers, and the
// one view of a job that both the server's HTML and the app's screen render, so the two can never disagree.
import { z } from 'zod';
import { JOB_TYPE_LABELS, JOB_TYPES, isUnpaidJobType } from '../enums.ts';
import { JobAnswer } from '../jobs/postings.ts';
import { RECORD_MESSAGES } from '../replies.ts';
import { formatSalary } from '../salary.ts';

export const PUBLIC_PAGE_SIZE = 20;
export const CLOSED_JOB_NOTICE = 'This job is no longer accepting applications.';

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

/** Whether a search can meet standalone volunteer roles: they are unpaid volunteering, so another type or a minimum pay rules them out. */
export const browseMeetsVolunteerRoles = (query: BrowseQuery): boolean => (query.type === undefined || query.type === 'volunteering') && !query.pay_min;

/** A volunteer role's card line: organisation, place, time commitment and category. */
export const volunteerRoleLine = (role: PublicVolunteerRole): string => {
  const place = placeText({ city: role.city, state: '', country: role.country, is_remote: role.is_remote });
  return [role.organisation, place, role.time_commitment, role.category].map((part) => part.trim()).filter(Boolean).join(' · ');
};

/** Where a volunteer role's card leads: the candidates' volunteering screen, searching for it. */
export const volunteerRoleHref = (role: Pick<PublicVolunteerRole, 'title'>): string => `/volunteer?search=${encodeURIComponent(role.title)}`;

/** The words of a search as its address's query string (empty ones left out), for links, canonical and feeds. */
export function browseSearch(query: BrowseQuery, overrides: Partial<BrowseQuery> = {}): string {
  const params = new URLSearchParams();
  const merged = { ...query, ...overrides };
  for (const key of ['q', 'place', 'type', 'remote', 'pay_min', 'page'] as const) {
    const value = merged[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const publicDate = (iso: string): string => LONG_DATE.format(new Date(iso));

export const placeText = (job: Pick<PublicJobAnswer, 'city' | 'state' | 'country' | 'is_remote'>): string => {
  const place = [...new Set([job.city, job.state, job.country].map((part) => part.trim()).filter(Boolean))].join(', ');
  return job.is_remote ? (place ? `Remote (${place})` : 'Remote') : place;
};

/** The description's paragraphs (blank lines between them). */
export const paragraphsOf = (text: string): string[] =>
  text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

export const skillsOf = (keywords: string): string[] =>
  keywords.split(',').map((item) => item.trim()).filter(Boolean);

export interface JobFact {
  label: string;
  value: string;
}

/** Everything a public page shows of a job, in order: the server's HTML and the app's screen both render this. */
export interface JobView {
  title: string;
  organisation: string;
  /** The organisation confirmed an address at its website's domain: the page says 'Verified organisation'. */
  verified: boolean;
  record: string;
  open: boolean;
  facts: JobFact[];
  paragraphs: string[];
  skills: string[];
  /** One line for meta description and link previews. */
  summary: string;
}

export function jobView(job: PublicJobAnswer): JobView {
  const organisation = job.company_name ?? 'An organisation on Tandem';
  const pay = isUnpaidJobType(job.job_type) ? null : formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period);
  const open = job.status === 'active';
  const facts: JobFact[] = [
    { label: 'Place', value: placeText(job) || 'Not given' },
    ...(isUnpaidJobType(job.job_type) ? [] : [{ label: 'Pay', value: pay ?? 'Not given' }]),
    { label: 'Type', value: JOB_TYPE_LABELS[job.job_type] },
    { label: 'Posted', value: publicDate(job.created_at) },
    ...(open ? [{ label: 'Closes', value: publicDate(job.valid_through) }] : []),
  ];
  const firstLine = paragraphsOf(job.description)[0] ?? '';
  const summary = `${JOB_TYPE_LABELS[job.job_type]} at ${organisation}${placeText(job) ? `, ${placeText(job)}` : ''}${pay ? `, ${pay}` : ''}. ${firstLine}`;
  return {
    title: job.title,
    organisation,
    verified: job.company_verified === true,
    record: job.company_response_rate === null ? RECORD_MESSAGES.tooFew : RECORD_MESSAGES.line(job.company_response_rate, job.company_median_reply_days),
    open,
    facts,
    paragraphs: paragraphsOf(job.description),
    skills: skillsOf(job.keywords),
    summary: summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary,
  };
}

// The one view of a public job that both the server's HTML and the app's screen render, so the two can never
// disagree (docs/product.md section C16), and the words of a search's address. Without zod: the signed-in job
// screens render it on their first screen; the answers' schemas are in public-job.ts.
import { JOB_TYPE_LABELS, isUnpaidJobType } from '../enums.ts';
import { RECORD_MESSAGES, replyDate } from '../replies.ts';
import { formatSalary } from '../salary.ts';
import type { BrowseQuery, PublicJobAnswer, PublicVolunteerRole } from './public-job.ts';

export const PUBLIC_PAGE_SIZE = 20;
export const CLOSED_JOB_NOTICE = 'This job is no longer accepting applications.';

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

/** A public page's date (8 December 2026, UTC): the same words as the reply record's dates. */
export const publicDate = replyDate;

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

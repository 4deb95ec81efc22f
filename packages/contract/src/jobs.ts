// Schemas, limits and messages of the jobs area (companies, job postings, applications, organisation profiles,
// dashboards), shared by its forms and routes. docs/product.md sections 3, 5 and 7; docs/product.md sections C4, C5 and C8.
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  EMPLOYEE_COUNTS,
  INDUSTRIES,
  JOB_STATUSES,
  JOB_TYPES,
  YEARS_OPERATING,
  type ApplicationStatus,
  type JobStatus,
} from './enums.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { REJECTION_NOTE_IDS, ReplyRecordFields } from './replies.ts';
import { SALARY_CURRENCIES, SALARY_PERIODS, salaryCurrency, salaryPeriod } from './salary.ts';

export const JOBS_LIMITS = {
  /** One keyword or perk, and how many a job may list. */
  listItemMax: 100,
  listItemsMax: 50,
  applicationNoteMax: 2000,
  charityNumberMax: 50,
  statsDaysMin: 1,
  statsDaysMax: 366,
  recentActivity: 10,
  recentCandidates: 5,
  /** Largest id a PostgreSQL integer column holds: a larger one is a client's mistake, never a query. */
  maxRecordId: 2_147_483_647,
} as const;

export const JOBS_MESSAGES = {
  required: MESSAGES.required,
  invalidEmail: MESSAGES.invalidEmail,
  emailTooLong: MESSAGES.emailTooLong,
  invalidString: 'Not a valid string.',
  invalidText: MESSAGES.invalidText,
  invalidNumber: 'A valid number is required.',
  invalidInteger: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidChoice: 'Select a valid choice.',
  invalidUrl: 'Enter a valid URL starting with http:// or https://.',
  invalidPhone: 'Enter a valid phone number.',
  invalidList: 'Enter a comma-separated text or a list of texts.',
  listItemTooLong: `Each item may have at most ${JOBS_LIMITS.listItemMax} characters.`,
  tooManyItems: `Enter at most ${JOBS_LIMITS.listItemsMax} items.`,
  salaryNegative: 'Ensure this value is greater than or equal to 0.',
  salaryTooLarge: `Ensure this value is less than or equal to ${LIMITS.salaryMax}.`,
  salaryOrder: 'Maximum salary must be greater than or equal to minimum salary.',
  /** A keyword outside the skill catalogue (docs/product.md section C14). */
  keywordNotInCatalogue: 'Choose a skill from the list',
  yearsOfExperience: `Years of experience must be a whole number from 0 to ${LIMITS.yearsOfExperienceMax}.`,
  jobType: 'Select a valid job type: full-time, intern or volunteering.',
  jobStatus: 'Select a valid status: active, paused or closed.',
  statusMismatch: 'is_active must be true exactly when the status is active.',
  addCompanyFirst: 'Please add your company details before posting a job.',
  companyExists: 'Your account already has a company.',
  companyNotDeletable: 'A company cannot be deleted: it outlives its jobs.',
  onlyOwnCompany: 'You can only manage the profile of your own company.',
  smallbizProfileExists: 'This company already has a small-business profile.',
  nonprofitProfileExists: 'This company already has a nonprofit profile.',
  alreadyApplied: 'You have already applied to this job.',
  applicationNotOpen: 'This application is no longer open.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  invalidMove: (from: string, to: string) => `An application cannot move from ${from} to ${to}.`,
  applicationStatus: 'Select a valid status: applied, screening, interview, offer, hired, rejected or no_reply.',
  rejectionNote: 'Select one of the suggested notes.',
  rejectionNoteOnlyWithRejection: 'A rejection note goes only with the status rejected.',
  ordering: 'Select a valid ordering.',
  period: 'Select a valid period: 7d, 30d, month or year.',
} as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
// eslint-disable-next-line no-control-regex -- control characters are exactly what these refuse
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? JOBS_MESSAGES.required : message;

/** Text without control characters (NUL would break PostgreSQL); null reads as empty. */
const text = (max: number, { multiline = false } = {}) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: JOBS_MESSAGES.invalidString })
      .trim()
      .max(max, tooLong(max))
      .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), JOBS_MESSAGES.invalidText),
  );

/** Text that must not be empty: missing, null and blank all answer "This field is required.". */
const requiredText = (max: number, { multiline = false } = {}) =>
  z
    .string({ error: requiredOr(JOBS_MESSAGES.invalidString) })
    .trim()
    .min(1, JOBS_MESSAGES.required)
    .max(max, tooLong(max))
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), JOBS_MESSAGES.invalidText);

/** A query-string or body flag: true/false, 1/0 or their text (what forms and URLs send). */
export const jobsFlag = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1' || value === 1) return true;
    if (value === 'false' || value === '0' || value === 0) return false;
    return value;
  },
  z.boolean({ error: JOBS_MESSAGES.invalidBoolean }),
);

/** An id in a body or query: a positive integer, or its digits as text. */
export const jobsRecordId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: JOBS_MESSAGES.invalidInteger })
    .int(JOBS_MESSAGES.invalidInteger)
    .min(1, JOBS_MESSAGES.invalidInteger)
    .max(JOBS_LIMITS.maxRecordId, JOBS_MESSAGES.invalidInteger),
);

const NUMERIC = /^-?\d+(\.\d+)?$/;
const asNumber = (value: unknown) => (typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value.trim()) : value);

// ---------------------------------------------------------------------------------------------------------------
// Comma-separated lists (keywords, benefits_and_perks): docs/product.md section C2.

/** Items of a comma-separated text or list: trimmed, without empty items or case-insensitive repeats. */
export function splitCommaList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((part) => part.split(','));
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of parts) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The stored and answered form: items joined by ", ". */
export const normaliseCommaList = (value: string | readonly string[]): string => splitCommaList(value).join(', ');

const commaList = ({ required }: { required: boolean }) =>
  z
    .union([z.string(), z.array(z.string())], { error: required ? requiredOr(JOBS_MESSAGES.invalidList) : JOBS_MESSAGES.invalidList })
    .refine((value) => !(typeof value === 'string' ? [value] : value).some((part) => CONTROL_OR_NEWLINE.test(part)), JOBS_MESSAGES.invalidText)
    .transform(splitCommaList)
    .refine((items) => !required || items.length > 0, JOBS_MESSAGES.required)
    .refine((items) => items.every((item) => item.length <= JOBS_LIMITS.listItemMax), JOBS_MESSAGES.listItemTooLong)
    .refine((items) => items.length <= JOBS_LIMITS.listItemsMax, JOBS_MESSAGES.tooManyItems)
    .transform((items) => items.join(', '));

// ---------------------------------------------------------------------------------------------------------------
// Job postings: the /jobpost form and POST/PUT/PATCH /api/jobprofile/.

/** A salary: a number or its text (the form converts), '' or null for none; whole units, 0 or more. */
const salary = z.preprocess(
  (value) => (value === '' ? null : asNumber(value)),
  z
    .number({ error: JOBS_MESSAGES.invalidNumber })
    .min(0, JOBS_MESSAGES.salaryNegative)
    .max(LIMITS.salaryMax, JOBS_MESSAGES.salaryTooLarge)
    .transform((value) => Math.round(value))
    .nullable(),
);

const yearsOfExperience = z.preprocess(
  (value) => (value === '' ? undefined : asNumber(value)),
  z
    .number({ error: requiredOr(JOBS_MESSAGES.yearsOfExperience) })
    .int(JOBS_MESSAGES.yearsOfExperience)
    .min(0, JOBS_MESSAGES.yearsOfExperience)
    .max(LIMITS.yearsOfExperienceMax, JOBS_MESSAGES.yearsOfExperience),
);

/** City, state and country: any non-empty place name up to 100 characters (docs/product.md section C2). */
const place = requiredText(LIMITS.placeMax);

/** The refusal of a word outside the catalogue, naming it and, when some are near, the skills it may mean. */
export function keywordNotInCatalogue(word: string, nearest: readonly string[]): string {
  const offer = nearest.length > 0 ? ` Did you mean ${nearest.join(', ')}?` : '';
  return `'${word}' is not in the skill catalogue.${offer} ${JOBS_MESSAGES.keywordNotInCatalogue}.`;
}

export const JobFields = z.object({
  title: requiredText(LIMITS.shortTextMax),
  description: requiredText(LIMITS.longTextMax, { multiline: true }),
  keywords: commaList({ required: true }),
  salary_min: salary.optional(),
  salary_max: salary.optional(),
  /** Pounds or euros; when left out, euros for a job in Ireland, else pounds (currencyForCountry). */
  salary_currency: salaryCurrency.optional(),
  salary_period: salaryPeriod.optional(),
  country: place,
  state: place,
  city: place,
  is_remote: jobsFlag.optional(),
  job_type: z.enum(JOB_TYPES, { error: JOBS_MESSAGES.jobType }).optional(),
  degree_requirements: text(LIMITS.shortTextMax).optional(),
  years_of_experience: yearsOfExperience,
  benefits_and_perks: commaList({ required: false }).optional(),
  visa_sponsor: jobsFlag.optional(),
  department: text(LIMITS.nameMax).optional(),
  status: z.enum(JOB_STATUSES, { error: JOBS_MESSAGES.jobStatus }).optional(),
  is_active: jobsFlag.optional(),
});

type JobChecks = { salary_min?: number | null | undefined; salary_max?: number | null | undefined; status?: JobStatus | undefined; is_active?: boolean | undefined };

/** The salary range is in order when both ends are given. */
export const salaryInOrder = (min: number | null | undefined, max: number | null | undefined): boolean =>
  min === null || min === undefined || max === null || max === undefined || min <= max;

/**
 * The status a write asks for: `status` when sent; else from `is_active` alone (true → active, false → closed),
 * for clients that only know the flag (docs/product.md section C8); undefined for no change.
 */
export function requestedJobStatus(input: { status?: JobStatus | undefined; is_active?: boolean | undefined }): JobStatus | undefined {
  if (input.status !== undefined) return input.status;
  if (input.is_active !== undefined) return input.is_active ? 'active' : 'closed';
  return undefined;
}

function checkJob(job: JobChecks, ctx: z.RefinementCtx): void {
  if (!salaryInOrder(job.salary_min, job.salary_max)) {
    ctx.addIssue({ code: 'custom', path: ['salary_max'], message: JOBS_MESSAGES.salaryOrder });
  }
  if (job.status !== undefined && job.is_active !== undefined && job.is_active !== (job.status === 'active')) {
    ctx.addIssue({ code: 'custom', path: ['is_active'], message: JOBS_MESSAGES.statusMismatch });
  }
}

/** The job form's schema: the whole posting (POST and PUT). Read-only fields a client echoes back are dropped. */
export const JobInput = JobFields.superRefine(checkJob);
export type JobInput = z.input<typeof JobInput>;
export type JobValues = z.output<typeof JobInput>;

/** Some fields of a posting (PATCH); the salary order is checked again against the stored values. */
export const JobPatchInput = JobFields.partial().superRefine(checkJob);
export type JobPatchInput = z.input<typeof JobPatchInput>;
export type JobPatchValues = z.output<typeof JobPatchInput>;

/** -response_rate: the most responsive organisations first (their reply record, docs/product.md section C12). */
export const JOB_ORDERINGS = ['created_at', '-created_at', 'salary_max', '-salary_max', 'title', '-title', 'match_score', '-match_score', '-response_rate'] as const;
export type JobOrdering = (typeof JOB_ORDERINGS)[number];

export const JobAnswer = z.object({
  id: z.number(),
  /** 'stale' when Tandem paused the job after JOB_PAUSE_AFTER without activity ('Still hiring' makes it active). */
  paused_reason: z.enum(['stale']).nullable(),
  /** When the organisation was asked whether the job is still open (JOB_STALE_AFTER without activity). */
  stale_since: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.enum(SALARY_CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** Null once the poster's account is deleted and nobody in the company took the job over. */
  created_by: z.number().nullable(),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
  company_logo: z.string().nullable(),
  /** The company's reply record (docs/product.md section C12): null without a company or under 5 applications. */
  company_response_rate: ReplyRecordFields.response_rate,
  company_median_reply_days: ReplyRecordFields.median_reply_days,
  is_remote: z.boolean(),
  job_type: z.string(),
  degree_requirements: z.string(),
  years_of_experience: z.number(),
  benefits_and_perks: z.string(),
  visa_sponsor: z.boolean(),
  status: z.enum(JOB_STATUSES),
  is_active: z.boolean(),
  department: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only for the organisation that owns the job: applications not withdrawn. */
  applicants_count: z.number().optional(),
  /** Only for a signed-in candidate. */
  isSaved: z.boolean().optional(),
  /** Only for a signed-in candidate: 0 to 100, or null while no score is available. */
  match_score: z.number().int().min(0).max(100).nullable().optional(),
});
export type JobAnswer = z.infer<typeof JobAnswer>;

export const SavedJobAnswer = z.object({ job: z.number(), isSaved: z.boolean() });
export type SavedJobAnswer = z.infer<typeof SavedJobAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Companies: /addcompany (full form), the recruiter's add-company-in-profile form (name and address), the API.

const companyName = requiredText(LIMITS.nameMax);
const companyAddress = requiredText(LIMITS.shortTextMax);

const contactEmail = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, MESSAGES.emailTooLong)
    .refine((value) => value === '' || z.email().safeParse(value).success, MESSAGES.invalidEmail),
);

const contactPhone = text(LIMITS.phoneMax).refine((value) => /^[\d\s()+\-.]*$/.test(value), JOBS_MESSAGES.invalidPhone);

/** An absolute http(s) URL with a host; nothing else (no javascript:, no relative paths). */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 'example.org' as typed becomes 'https://example.org'; a value with a scheme of its own is kept as it is. */
export const withWebsiteScheme = (value: string): string =>
  value === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(value) || /^[a-z][a-z\d+.-]*:[^\d]/i.test(value) ? value : `https://${value}`;

const website = text(LIMITS.urlMax)
  .transform(withWebsiteScheme)
  .refine((value) => value === '' || isWebsiteUrl(value), JOBS_MESSAGES.invalidUrl);

const mustBeGiven = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? '', schema).refine((value) => value !== '', JOBS_MESSAGES.required);

/** The /addcompany form: name, contact email, contact number and address required; website optional. */
export const CompanyInput = z.object({
  name: companyName,
  email: mustBeGiven(contactEmail),
  phone_number: mustBeGiven(contactPhone),
  address: companyAddress,
  website: website.optional(),
});
export type CompanyInput = z.input<typeof CompanyInput>;

/** The recruiter's add-company-in-profile form: only name and address. */
export const CompanyShortInput = z.object({ name: companyName, address: companyAddress });
export type CompanyShortInput = z.input<typeof CompanyShortInput>;

/**
 * What POST and PUT /api/company/ accept: both forms above. Name and address are required; email and
 * phone_number are optional on the server (checked when given) and required by the /addcompany form's schema.
 * is_small_business and is_nonprofit are never taken from the client: they follow the creator's role.
 */
export const CompanyWriteInput = z.object({
  name: companyName,
  address: companyAddress,
  email: contactEmail.optional(),
  phone_number: contactPhone.optional(),
  website: website.optional(),
});
export type CompanyWriteInput = z.input<typeof CompanyWriteInput>;

export const CompanyPatchInput = CompanyWriteInput.partial();
export type CompanyPatchInput = z.input<typeof CompanyPatchInput>;

export const CompanyAnswer = z.object({
  id: z.number(),
  name: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  is_small_business: z.boolean(),
  is_nonprofit: z.boolean(),
  /** Its reply record (docs/product.md section C12): null under 5 applications. */
  ...ReplyRecordFields,
  /** Only for the company's own users. */
  email: z.string().optional(),
  phone_number: z.string().optional(),
});
export type CompanyAnswer = z.infer<typeof CompanyAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Small-business and nonprofit profiles, keyed by company id (docs/product.md section 3).

/** An enumeration that may also be left unset (''), as the organisation profile form starts. */
const choiceOrUnset = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === null ? '' : value), z.union([z.literal(''), z.enum(values)], { error: JOBS_MESSAGES.invalidChoice }));

const seekingVolunteers = jobsFlag;

export const SmallbizProfileFields = z.object({
  industry: choiceOrUnset(INDUSTRIES),
  employee_count: choiceOrUnset(EMPLOYEE_COUNTS),
  years_operating: choiceOrUnset(YEARS_OPERATING),
  seeking_volunteers: seekingVolunteers,
  problems_facing: text(LIMITS.longTextMax, { multiline: true }),
  volunteer_roles: text(LIMITS.longTextMax, { multiline: true }),
});

/** POST and PUT: every field optional (empty or, for seeking_volunteers, true by default); company defaults to yours. */
export const SmallbizProfileInput = SmallbizProfileFields.partial().extend({ company: jobsRecordId.optional() });
export type SmallbizProfileInput = z.input<typeof SmallbizProfileInput>;

export const SmallbizProfileAnswer = z.object({
  company: z.number(),
  industry: z.string(),
  employee_count: z.string(),
  years_operating: z.string(),
  seeking_volunteers: z.boolean(),
  problems_facing: z.string(),
  volunteer_roles: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SmallbizProfileAnswer = z.infer<typeof SmallbizProfileAnswer>;

export const NonprofitProfileFields = z.object({
  mission: text(LIMITS.longTextMax, { multiline: true }),
  focus_areas: text(LIMITS.shortTextMax),
  charity_number: text(JOBS_LIMITS.charityNumberMax),
  seeking_volunteers: seekingVolunteers,
  volunteer_roles: text(LIMITS.longTextMax, { multiline: true }),
});

export const NonprofitProfileInput = NonprofitProfileFields.partial().extend({ company: jobsRecordId.optional() });
export type NonprofitProfileInput = z.input<typeof NonprofitProfileInput>;

export const NonprofitProfileAnswer = z.object({
  company: z.number(),
  mission: z.string(),
  focus_areas: z.string(),
  charity_number: z.string(),
  seeking_volunteers: z.boolean(),
  volunteer_roles: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NonprofitProfileAnswer = z.infer<typeof NonprofitProfileAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Job applications (docs/product.md section C8).

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  no_reply: 'No reply',
};

/** Stages still in progress: an application here can move on, be rejected or be withdrawn. */
export const OPEN_APPLICATION_STATUSES = ['applied', 'screening', 'interview', 'offer'] as const satisfies readonly ApplicationStatus[];

/**
 * Moves the owner organisation may make: forward through applied → screening → interview → offer → hired
 * (skipping stages is allowed), or to rejected from any open stage. hired and rejected are final; nothing moves
 * backwards; no_reply is reached only by the reply deadline's sweep. A withdrawn application moves no more.
 */
export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['screening', 'interview', 'offer', 'hired', 'rejected'],
  screening: ['interview', 'offer', 'hired', 'rejected'],
  interview: ['offer', 'hired', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  // A late reply is still a reply: the organisation may take up an application it let lapse (docs/decisions.md).
  no_reply: ['screening', 'interview', 'offer', 'hired', 'rejected'],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean => APPLICATION_MOVES[from].includes(to);

/** What an application event records as to_status when the candidate withdraws. */
export const WITHDRAWN_EVENT_STATUS = 'withdrawn';

export const JobApplyInput = z.object({
  note: text(JOBS_LIMITS.applicationNoteMax, { multiline: true }).optional(),
});
export type JobApplyInput = z.input<typeof JobApplyInput>;

export const JobApplicationStatusInput = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: requiredOr(JOBS_MESSAGES.applicationStatus) }),
  /** With rejected: one of REJECTION_NOTES, whose words the candidate reads in place of the plain notice. */
  rejection_note: z.enum(REJECTION_NOTE_IDS, { error: JOBS_MESSAGES.rejectionNote }).optional(),
});
export type JobApplicationStatusInput = z.input<typeof JobApplicationStatusInput>;

export const JobApplicationAnswer = z.object({
  id: z.number(),
  job: z.number(),
  job_title: z.string(),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** False once hired, rejected, withdrawn or past its reply deadline unanswered (no_reply). */
  is_open: z.boolean(),
  note: z.string(),
  applied_at: z.string(),
  updated_at: z.string(),
  withdrawn_at: z.string().nullable(),
  /** When the organisation is to have answered (applied + REPLY_WINDOW; docs/product.md section C12). */
  reply_due_at: z.string().nullable(),
  /** Its first answer (a move or a message), null while it has not answered. */
  replied_at: z.string().nullable(),
  candidate: z.object({
    id: z.number(),
    name: z.string(),
    title: z.string(),
    /** Only for the organisation that owns the job (the candidate applied to it). */
    email: z.string().optional(),
    phone_number: z.string().optional(),
    /** Beside email and phone: whether /common/resume/{id}/file/ has a résumé to give. */
    has_resume: z.boolean().optional(),
  }),
});
export type JobApplicationAnswer = z.infer<typeof JobApplicationAnswer>;

// ---------------------------------------------------------------------------------------------------------------
// Dashboards.

export const JobSearchStatsAnswer = z.object({ applications: z.number(), screens: z.number(), offers: z.number() });
export type JobSearchStatsAnswer = z.infer<typeof JobSearchStatsAnswer>;

export const ACTIVITY_KINDS = ['applied', 'status_changed', 'withdrawn'] as const;

export const RecentActivityAnswer = z.object({
  id: z.number(),
  kind: z.string(),
  summary: z.string(),
  job: z.number().nullable(),
  created_at: z.string(),
});
export type RecentActivityAnswer = z.infer<typeof RecentActivityAnswer>;

export const ORG_DASHBOARD_PERIODS = ['7d', '30d', 'month', 'year'] as const;
export type OrgDashboardPeriod = (typeof ORG_DASHBOARD_PERIODS)[number];
export const ORG_DASHBOARD_PERIOD_LABELS: Record<OrgDashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  year: 'This year',
};

export const RecentCandidateAnswer = z.object({
  application_id: z.number(),
  candidate_id: z.number(),
  name: z.string(),
  title: z.string(),
  job_title: z.string(),
  status: z.string(),
  applied_at: z.string(),
});

export const OrgDashboardAnswer = z.object({
  period: z.enum(ORG_DASHBOARD_PERIODS),
  since: z.string(),
  active_jobs: z.number(),
  new_applicants: z.number(),
  interviews: z.number(),
  hired: z.number(),
  recent_candidates: z.array(RecentCandidateAnswer),
});
export type OrgDashboardAnswer = z.infer<typeof OrgDashboardAnswer>;

// Job postings: the /jobpost form and POST/PUT/PATCH /api/jobprofile/ (docs/product.md sections 3 and C8).
import { z } from 'zod';
import { JOB_STATUSES, JOB_TYPES, type JobStatus } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { ReplyRecordFields } from '../replies.ts';
import { SALARY_CURRENCIES, SALARY_PERIODS, salaryCurrency, salaryPeriod } from '../salary.ts';
import { commaList } from './comma-list.ts';
import { asNumber, jobsFlag, requiredOr, requiredText, text } from './fields.ts';
import { JOBS_MESSAGES } from './messages.ts';

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

// Job postings: the /jobpost form and POST/PUT/PATCH /api/jobprofile/ (docs/product.md sections 3 and C8).
import { z } from 'zod';
import { JOB_ANSWER_STATUSES, JOB_STATUSES, JOB_TYPES, isUnpaidJobType, type JobStatus } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { ReplyRecordFields } from './reply-record.ts';
import { SALARY_CURRENCIES, SALARY_MESSAGES, SALARY_PERIODS } from '../salary.ts';
import { commaList } from './comma-list.ts';
import { asNumber, jobsFlag, requiredOr, requiredText, text } from './fields.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';
import { payRangeErrors } from './pay-range.ts';

const salaryCurrency = z.enum(SALARY_CURRENCIES, { error: SALARY_MESSAGES.currency });
const salaryPeriod = z.enum(SALARY_PERIODS, { error: SALARY_MESSAGES.period });

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

/** Today's date in UTC, YYYY-MM-DD: closing dates are UTC days (the job closes once its day has passed in UTC). */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The job's validThrough: the end of its closing day (UTC). */
export const closingDayEnd = (closesOn: string): string => `${closesOn}T23:59:59.000Z`;

/**
 * The last day a job takes applications (docs/product.md section C16), YYYY-MM-DD; '' or null for none. Today or
 * later, within a year: the form and the route use this one rule.
 */
const closesOn = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: JOBS_MESSAGES.closesOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: JOBS_MESSAGES.closesOnInvalid, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 10) === value, { message: JOBS_MESSAGES.closesOnInvalid, abort: true })
    .refine((value) => value >= utcToday(), JOBS_MESSAGES.closesOnPast)
    .refine((value) => value <= utcToday(new Date(Date.now() + JOBS_LIMITS.closesWithinDays * 86_400_000)), JOBS_MESSAGES.closesOnTooFar)
    .nullable(),
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
  /** Pounds, euros or dollars; when left out, the job's country's (currencyForCountry). */
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
  closes_on: closesOn.optional(),
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

/** Volunteering is unpaid: whatever salary a client sends with it is dropped, so no page shows one. */
function withoutSalaryWhenUnpaid<T extends { job_type?: string | undefined; salary_min?: number | null | undefined; salary_max?: number | null | undefined }>(job: T): T {
  return job.job_type !== undefined && isUnpaidJobType(job.job_type) ? { ...job, salary_min: null, salary_max: null } : job;
}

/** The job form's schema: the whole posting (POST and PUT). Read-only fields a client echoes back are dropped. */
export const JobInput = JobFields.superRefine(checkJob).transform(withoutSalaryWhenUnpaid);
export type JobInput = z.input<typeof JobInput>;
export type JobValues = z.output<typeof JobInput>;

/**
 * The job form's schema for a deployment (docs/product.md section C20): JobInput with the pay-range rule when it
 * applies. It runs beside the other fields' checks (so every message shows at once) unless the pay fields themselves
 * are wrong. The route asks the same (payRangeErrors) once the body is read.
 */
export const jobInputFor = ({ payRangeRequired }: { payRangeRequired: boolean }) =>
  JobFields.superRefine(checkJob)
    .superRefine(
      (job, ctx) => {
        for (const [path, messages] of Object.entries(payRangeErrors(job, payRangeRequired))) {
          for (const message of messages ?? []) ctx.addIssue({ code: 'custom', path: [path], message });
        }
      },
      { when: (payload) => !payload.issues.some((issue) => ['salary_min', 'salary_max', 'job_type'].includes(String(issue.path?.[0]))) },
    )
    .transform(withoutSalaryWhenUnpaid);

/** Some fields of a posting (PATCH); the salary order is checked again against the stored values. */
export const JobPatchInput = JobFields.partial().superRefine(checkJob).transform(withoutSalaryWhenUnpaid);
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
  /** 'held': kept back for review (docs/product.md section C20), seen by its organisation alone, with held_reason. */
  status: z.enum(JOB_ANSWER_STATUSES),
  is_active: z.boolean(),
  /** Only for the organisation that owns a held job: why it was held, in words it can act on. */
  held_reason: z.string().nullable().optional(),
  /** The organisation confirmed an address at its website's domain ('Verified organisation'). */
  company_verified: z.boolean().optional(),
  department: z.string(),
  /**
   * The last day the job takes applications (YYYY-MM-DD, UTC), or null; the scheduler closes it once passed. The
   * server always sends it; optional so answers built before it (tests' fixtures, kept rows) still type.
   */
  closes_on: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only for the organisation that owns the job: applications not withdrawn. */
  applicants_count: z.number().optional(),
  /** Whether the viewer may edit, close or delete the job (a member of its company): the page reads this, never re-deriving it. */
  can_manage: z.boolean().optional(),
  /** Only for a signed-in candidate. */
  isSaved: z.boolean().optional(),
  /** Only for a signed-in candidate: 0 to 100, or null while no score is available. */
  match_score: z.number().int().min(0).max(100).nullable().optional(),
});
export type JobAnswer = z.infer<typeof JobAnswer>;

export const SavedJobAnswer = z.object({ job: z.number(), isSaved: z.boolean() });
export type SavedJobAnswer = z.infer<typeof SavedJobAnswer>;

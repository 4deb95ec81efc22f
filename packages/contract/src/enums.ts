// Enumerations of docs/product.md section 3 and docs/product.md; the values are what the API stores and answers.
export const ROLES = ['candidate', 'recruiter', 'smallbiz_owner', 'nonprofit'] as const;
export type Role = (typeof ROLES)[number];
export const ORGANISATION_ROLES = ['recruiter', 'smallbiz_owner', 'nonprofit'] as const satisfies readonly Role[];
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const isOrganisationRole = (role: string | null | undefined): role is OrganisationRole =>
  (ORGANISATION_ROLES as readonly string[]).includes(role ?? '');

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'intern', 'volunteering'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  intern: 'Internship',
  volunteering: 'Volunteering',
};
/** schema.org JobPosting employmentType for each job type (Google's job posting rules, docs/product.md section C16). */
export const JOB_TYPE_EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
  volunteering: 'VOLUNTEER',
};
/** Unpaid work: its form and pages show no salary fields. */
export const isUnpaidJobType = (type: string): boolean => type === 'volunteering';

export const JOB_STATUSES = ['active', 'paused', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What a job may be as answered: the statuses an organisation sets, and 'held' for review, which only Tandem sets. */
export const JOB_ANSWER_STATUSES = [...JOB_STATUSES, 'held'] as const;
export type JobAnswerStatus = (typeof JOB_ANSWER_STATUSES)[number];

/** no_reply: the organisation let the reply deadline pass (docs/product.md section C12); set by the sweep, never by hand. */
export const APPLICATION_STATUSES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'no_reply'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const INDUSTRIES = [
  'retail',
  'food_beverage',
  'professional_services',
  'healthcare',
  'trades',
  'e-commerce',
  'creative',
  'nonprofit',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  retail: 'Retail',
  food_beverage: 'Food & Beverage',
  professional_services: 'Professional Services',
  healthcare: 'Healthcare',
  trades: 'Trades',
  'e-commerce': 'E-commerce',
  creative: 'Creative',
  nonprofit: 'Nonprofit',
  other: 'Other',
};

export const EMPLOYEE_COUNTS = ['sole', '2_5', '6_15', '16_30', '31_50', '5_plus'] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
export const EMPLOYEE_COUNT_LABELS: Record<EmployeeCount, string> = {
  sole: 'Just me',
  '2_5': '2-5',
  '6_15': '6-15',
  '16_30': '16-30',
  '31_50': '31-50',
  '5_plus': 'More than 50',
};

export const YEARS_OPERATING = ['lt1', '1_3', '4_7', '8_15', '15_plus'] as const;
export type YearsOperating = (typeof YEARS_OPERATING)[number];
export const YEARS_OPERATING_LABELS: Record<YearsOperating, string> = {
  lt1: 'Less than 1 year',
  '1_3': '1-3 years',
  '4_7': '4-7 years',
  '8_15': '8-15 years',
  '15_plus': 'More than 15 years',
};

/** Organisation signup's role select: two labels share the nonprofit role (docs/product.md section 5). */
export const ORGANISATION_SIGNUP_OPTIONS = [
  { label: 'Small Business Owner', value: 'smallbiz_owner' },
  { label: 'Nonprofit Organization', value: 'nonprofit' },
  { label: 'Community Organizer', value: 'nonprofit' },
] as const;

/**
 * Who sees a candidate (docs/product.md section C13): `open` is ranked for any organisation's job; `applied` only
 * for organisations the candidate applied to or accepted an invitation from; `hidden` for none. Organisations they
 * applied to keep their applications whatever the setting.
 */
export const VISIBILITIES = ['open', 'applied', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'open';
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  open: 'Any organisation',
  applied: 'Only organisations I applied to',
  hidden: 'Nobody',
};
export const VISIBILITY_EXPLANATIONS: Record<Visibility, string> = {
  open: 'Organisations can find you in their candidate rankings and invite you to apply.',
  applied: 'Only organisations you applied to, or whose invitation you accepted, can find you in their rankings.',
  hidden: 'No organisation can find you or invite you; organisations you applied to still see your applications.',
};
/** A stored visibility as the contract names it; a value it does not know reads as the default. */
export const toVisibility = (value: string): Visibility =>
  (VISIBILITIES as readonly string[]).includes(value) ? (value as Visibility) : DEFAULT_VISIBILITY;

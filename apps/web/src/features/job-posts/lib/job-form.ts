import { JOB_TYPES, splitCommaList } from '@tandem/contract';
import type { JobAnswer, JobType, SalaryCurrency, SalaryPeriod } from '@tandem/contract';

/** What the job form holds while it is edited: text for numbers (the schema converts), skills as a list. */
export interface JobFormValues {
  title: string;
  description: string;
  keywords: string[];
  salary_min: string;
  salary_max: string;
  salary_currency: SalaryCurrency;
  salary_period: SalaryPeriod;
  country: string;
  state: string;
  city: string;
  is_remote: boolean;
  job_type: JobType;
  degree_requirements: string;
  years_of_experience: string;
  benefits_and_perks: string;
  visa_sponsor: boolean;
  department: string;
  /** YYYY-MM-DD from a date input, '' for none. */
  closes_on: string;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  keywords: [],
  salary_min: '',
  salary_max: '',
  salary_currency: 'GBP',
  salary_period: 'year',
  country: '',
  state: '',
  city: '',
  is_remote: false,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: '',
  benefits_and_perks: '',
  visa_sponsor: false,
  department: '',
  closes_on: '',
};

export const JOB_FORM_FIELDS = Object.keys(EMPTY_JOB_FORM) as Array<keyof JobFormValues>;

const asText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const asJobType = (value: string): JobType =>
  (JOB_TYPES as readonly string[]).includes(value) ? (value as JobType) : 'full-time';

/** A stored job as the form's starting values (editing prefills every field). */
export function jobToFormValues(job: JobAnswer): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    keywords: splitCommaList(job.keywords ?? ''),
    salary_min: asText(job.salary_min),
    salary_max: asText(job.salary_max),
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    country: job.country,
    state: job.state,
    city: job.city,
    is_remote: job.is_remote,
    job_type: asJobType(job.job_type),
    degree_requirements: job.degree_requirements ?? '',
    years_of_experience: asText(job.years_of_experience),
    benefits_and_perks: job.benefits_and_perks ?? '',
    visa_sponsor: job.visa_sponsor,
    department: job.department ?? '',
    closes_on: job.closes_on ?? '',
  };
}

/** Adds a skill unless the list has it already in any case; answers the same list when nothing changes. */
export function addSkill(skills: readonly string[], name: string): string[] {
  const skill = name.trim().replace(/\s*,\s*/g, ' ');
  if (!skill || skills.some((item) => item.toLowerCase() === skill.toLowerCase())) return [...skills];
  return [...skills, skill];
}

export const removeSkill = (skills: readonly string[], name: string): string[] =>
  skills.filter((item) => item.toLowerCase() !== name.toLowerCase());

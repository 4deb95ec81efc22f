import type { JobAnswer } from '@tandem/contract';
import { JOBS_MESSAGES, JobInput } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, addSkill, jobToFormValues, removeSkill } from './job-form';

const job: JobAnswer = {
  id: 7,
  paused_reason: null,
  stale_since: null,
  title: 'Backend Developer',
  description: 'Build APIs in Python.',
  keywords: 'Python, Django',
  salary_min: 40000,
  salary_max: null,
  salary_currency: 'GBP',
  salary_period: 'year',
  city: 'Leeds',
  state: 'England',
  country: 'United Kingdom',
  created_by: 3,
  company: 2,
  company_name: 'Brightpath',
  company_logo: null,
  company_response_rate: null,
  company_median_reply_days: null,
  is_remote: true,
  job_type: 'intern',
  degree_requirements: 'BSc',
  years_of_experience: 2,
  benefits_and_perks: 'Pension, Gym',
  visa_sponsor: false,
  status: 'paused',
  is_active: false,
  department: 'Engineering',
  created_at: '2025-11-01T10:00:00.000Z',
  updated_at: '2025-11-01T10:00:00.000Z',
};

describe('jobToFormValues', () => {
  it('prefills every field, numbers as text and skills as a list', () => {
    expect(jobToFormValues(job)).toEqual({
      title: 'Backend Developer',
      description: 'Build APIs in Python.',
      keywords: ['Python', 'Django'],
      salary_min: '40000',
      salary_max: '',
      salary_currency: 'GBP',
      salary_period: 'year',
      country: 'United Kingdom',
      state: 'England',
      city: 'Leeds',
      is_remote: true,
      job_type: 'intern',
      degree_requirements: 'BSc',
      years_of_experience: '2',
      benefits_and_perks: 'Pension, Gym',
      visa_sponsor: false,
      department: 'Engineering',
      closes_on: '',
    });
  });

  it('falls back to full-time for a job type the form does not offer', () => {
    expect(jobToFormValues({ ...job, job_type: 'seasonal' }).job_type).toBe('full-time');
  });

  it('round-trips through the contract schema as the same job', () => {
    const parsed = JobInput.parse(jobToFormValues(job));
    expect(parsed).toMatchObject({ keywords: 'Python, Django', salary_min: 40000, salary_max: null, years_of_experience: 2 });
  });
});

describe('the job form rules', () => {
  it('takes an empty closing date as none, and refuses a past one with the route\'s message', () => {
    const filled = { ...jobToFormValues(job), closes_on: '' };
    expect(JobInput.parse(filled).closes_on).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(JobInput.parse({ ...filled, closes_on: today }).closes_on).toBe(today);
    const past = JobInput.safeParse({ ...filled, closes_on: '2020-01-31' });
    expect(past.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['closes_on', JOBS_MESSAGES.closesOnPast]]);
  });

  it('requires title, description, skills, years of experience and the place', () => {
    const result = JobInput.safeParse(EMPTY_JOB_FORM);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    for (const field of ['title', 'description', 'keywords', 'years_of_experience', 'country', 'state', 'city']) {
      expect(fields).toContain(field);
    }
  });

  it('refuses a negative salary and a maximum under the minimum', () => {
    const base = { ...jobToFormValues(job) };
    expect(JobInput.safeParse({ ...base, salary_min: '-1' }).success).toBe(false);
    expect(JobInput.safeParse({ ...base, salary_min: '50000', salary_max: '40000' }).success).toBe(false);
    expect(JobInput.safeParse({ ...base, salary_min: '0', salary_max: '0' }).success).toBe(true);
  });
});

describe('skills', () => {
  it('adds a skill once, whatever its case', () => {
    expect(addSkill(['Python'], ' python ')).toEqual(['Python']);
    expect(addSkill(['Python'], 'Docker')).toEqual(['Python', 'Docker']);
  });

  it('never adds an empty skill or one with a comma inside', () => {
    expect(addSkill([], '  ')).toEqual([]);
    expect(addSkill([], 'A, B')).toEqual(['A B']);
  });

  it('removes a skill in any case', () => {
    expect(removeSkill(['Python', 'Docker'], 'PYTHON')).toEqual(['Docker']);
  });
});

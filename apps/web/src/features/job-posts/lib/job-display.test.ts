import { describe, expect, it } from 'vitest';
import { cityAndCountry, fullPlace, jobTypeLabel, salaryRange } from './job-display';
import { statusOf } from './job-status';

describe('job display', () => {
  it('shows the city and the country, skipping empty parts', () => {
    expect(cityAndCountry({ city: 'Leeds', country: 'United Kingdom' })).toBe('Leeds, United Kingdom');
    expect(cityAndCountry({ city: ' ', country: 'Ireland' })).toBe('Ireland');
    expect(fullPlace({ city: 'Leeds', state: 'England', country: 'United Kingdom' })).toBe(
      'Leeds, England, United Kingdom',
    );
  });

  it('shows a salary range with either end missing', () => {
    expect(salaryRange({ salary_min: 40000, salary_max: 55000 })).toBe('£40,000 – £55,000 a year');
    expect(salaryRange({ salary_min: 12, salary_max: null, salary_currency: 'EUR', salary_period: 'hour' })).toBe('From €12 an hour');
    expect(salaryRange({ salary_min: null, salary_max: 2500, salary_currency: 'GBP', salary_period: 'month' })).toBe('Up to £2,500 a month');
    expect(salaryRange({ salary_min: null, salary_max: null })).toBe('');
  });

  it('labels the job types as docs/product.md does', () => {
    expect(jobTypeLabel('intern')).toBe('Internship');
    expect(jobTypeLabel('full-time')).toBe('Full-time');
  });

  it('reads the status, or is_active for an answer without one', () => {
    expect(statusOf({ status: 'paused', is_active: false })).toBe('paused');
    expect(statusOf({ is_active: true })).toBe('active');
    expect(statusOf({ is_active: false })).toBe('closed');
  });
});

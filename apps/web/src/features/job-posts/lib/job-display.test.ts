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
    expect(salaryRange(40000, 55000)).toBe('40,000 - 55,000');
    expect(salaryRange(40000, null)).toBe('From 40,000');
    expect(salaryRange(null, 55000)).toBe('Up to 55,000');
    expect(salaryRange(null, null)).toBe('');
  });

  it('labels the job types as SPEC.md does', () => {
    expect(jobTypeLabel('intern')).toBe('Internship');
    expect(jobTypeLabel('full-time')).toBe('Full-time');
  });

  it('reads the status, or is_active for an answer without one', () => {
    expect(statusOf({ status: 'paused', is_active: false })).toBe('paused');
    expect(statusOf({ is_active: true })).toBe('active');
    expect(statusOf({ is_active: false })).toBe('closed');
  });
});

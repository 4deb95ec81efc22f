import { describe, expect, it } from 'vitest';
import { JobInput } from './jobs/postings.ts';
import { currencyForCountry, formatSalary } from './salary.ts';

describe('formatSalary', () => {
  it('writes the currency and the period with British grouping', () => {
    expect(formatSalary(45000, 60000, 'GBP', 'year')).toBe('£45,000 – £60,000 a year');
    expect(formatSalary(30000, 38000, 'EUR', 'year')).toBe('€30,000 – €38,000 a year');
    expect(formatSalary(2500, 2500, 'GBP', 'month')).toBe('£2,500 a month');
  });

  it('says "from" or "up to" when only one end is given, and nothing without figures', () => {
    expect(formatSalary(12, null, 'GBP', 'hour')).toBe('From £12 an hour');
    expect(formatSalary(null, 15, 'EUR', 'hour')).toBe('Up to €15 an hour');
    expect(formatSalary(null, null)).toBeNull();
  });

  it('defaults to pounds a year', () => {
    expect(formatSalary(20000, 25000)).toBe('£20,000 – £25,000 a year');
  });
});

describe('salary currency and period on a job', () => {
  const job = { title: 'Barista', description: 'Coffee', keywords: 'Barista', country: 'United Kingdom', state: 'England', city: 'Leeds', years_of_experience: 0 };

  it('accepts GBP, EUR or USD and year, month or hour', () => {
    const parsed = JobInput.parse({ ...job, salary_currency: 'EUR', salary_period: 'hour' });
    expect(parsed.salary_currency).toBe('EUR');
    expect(parsed.salary_period).toBe('hour');
  });

  it('refuses other values with a field message', () => {
    const result = JobInput.safeParse({ ...job, salary_currency: 'JPY', salary_period: 'week' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(fields).toEqual([
      ['salary_currency', 'Select a valid currency: GBP, EUR or USD.'],
      ['salary_period', 'Select a valid period: year, month or hour.'],
    ]);
  });

  it('pays in euros in Ireland, in dollars in the United States and in pounds elsewhere', () => {
    expect(currencyForCountry('Ireland')).toBe('EUR');
    expect(currencyForCountry('United Kingdom')).toBe('GBP');
    for (const country of ['United States', 'United States of America', 'USA', 'US']) expect(currencyForCountry(country)).toBe('USD');
  });

  it('accepts US dollars and writes them as en-GB writes them', () => {
    expect(JobInput.parse({ ...job, salary_currency: 'USD' }).salary_currency).toBe('USD');
    expect(formatSalary(90000, 120000, 'USD', 'year')).toBe('US$90,000 – US$120,000 a year');
    expect(formatSalary(25.5, null, 'USD', 'hour')).toBe('From US$25.50 an hour');
  });
});

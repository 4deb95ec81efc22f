import type { JobAnswer } from '@tandem/contract';
import { RECORD_MESSAGES } from '@tandem/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { JobCard } from './job-card';
import { ReplyRecord } from './reply-record';

const job = (record: Pick<JobAnswer, 'company_response_rate' | 'company_median_reply_days'>): JobAnswer => ({
  id: 4,
  title: 'Barista',
  description: 'Coffee.',
  keywords: 'Coffee',
  salary_min: null,
  salary_max: null,
  salary_currency: 'GBP',
  salary_period: 'year',
  city: 'Leeds',
  state: '',
  country: 'United Kingdom',
  created_by: 1,
  company: 1,
  company_name: 'The Daily Grind',
  company_logo: null,
  ...record,
  is_remote: false,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 0,
  benefits_and_perks: '',
  visa_sponsor: false,
  status: 'active',
  paused_reason: null,
  stale_since: null,
  is_active: true,
  department: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  isSaved: false,
  match_score: null,
});

const card = (record: Pick<JobAnswer, 'company_response_rate' | 'company_median_reply_days'>) =>
  renderRoute(<JobCard job={job(record)} isOpen={false} onToggle={() => undefined} />);

/** The text an element's aria-describedby points at. */
const descriptionOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe("an organisation's reply record", () => {
  it('reads on a job card as a plain line, with how it is counted as its tooltip', () => {
    card({ company_response_rate: 0.92, company_median_reply_days: 2.4 });
    const line = screen.getByText('Replies to 92% of applicants, usually within 3 days');
    expect(line.getAttribute('title')).toBe(RECORD_MESSAGES.help);
  });

  it('says "within a day" for a median of a day or less', () => {
    card({ company_response_rate: 1, company_median_reply_days: 0.3 });
    expect(screen.getByText('Replies to 100% of applicants, usually within a day').tagName).toBe('P');
  });

  it('is hidden on a card under 5 applications (no record)', () => {
    card({ company_response_rate: null, company_median_reply_days: null });
    expect(screen.getByRole('article', { name: 'Barista' }).textContent).toContain('The Daily Grind');
    expect(screen.queryByText(/Replies to/)).toBeNull();
    expect(screen.queryByText(RECORD_MESSAGES.tooFew)).toBeNull();
  });

  it('in full says when there are too few applications yet, and how it is counted', () => {
    renderRoute(<ReplyRecord rate={null} medianDays={null} variant="full" />);
    expect(descriptionOf(screen.getByText(RECORD_MESSAGES.tooFew))).toBe(RECORD_MESSAGES.help);
  });

  it('in full gives the line described by how it is counted', () => {
    renderRoute(<ReplyRecord rate={0.6} medianDays={3} variant="full" />);
    expect(descriptionOf(screen.getByText('Replies to 60% of applicants, usually within 3 days'))).toBe(RECORD_MESSAGES.help);
  });
});

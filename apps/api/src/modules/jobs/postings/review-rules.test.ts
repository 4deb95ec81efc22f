import { describe, expect, it } from 'vitest';
import { DEMO_JOBS } from '../../../db/seed/demo-jobs.ts';
import { REVIEW_RULES, holdReason, reasonToHold, reviewFingerprint, trippedRules, type ReviewedJob } from './review-rules.ts';

const job = (overrides: Partial<ReviewedJob> = {}): ReviewedJob => ({
  title: 'Warehouse Operative',
  description: 'Pick and pack orders in our Leeds warehouse. Training provided.',
  benefits_and_perks: 'Pension, 28 days holiday',
  job_type: 'full-time',
  salary_min: 24000,
  salary_max: 27000,
  salary_period: 'year',
  ...overrides,
});

const ids = (value: ReviewedJob) => trippedRules(value).map((rule) => rule.id);

describe('held-for-review rules', () => {
  it('every rule has a reason an organisation can read', () => {
    for (const rule of REVIEW_RULES) expect(rule.reason).toMatch(/^It[s ].{20,}\.$/);
  });

  it("holds the scam of the issue: a 'registration fee' with a WhatsApp number, naming both reasons", () => {
    const scam = job({ title: 'Data entry clerk, work from home', description: 'Earn £500 a week. A £50 registration fee secures your place. Message us on WhatsApp +44 7700 900123.' });
    expect(ids(scam)).toEqual(['fee', 'off_platform']);
    expect(holdReason(scam)).toContain('asks applicants for money');
    expect(holdReason(scam)).toContain('WhatsApp');
  });

  it.each([
    ['a training fee', 'Successful candidates pay a training fee of £99 before starting.', 'fee'],
    ['a deposit for a starter kit', 'A refundable deposit is needed for your starter kit.', 'fee'],
    ['paying before starting', 'You must pay for your uniform before your first shift.', 'fee'],
    ['an upfront payment', 'An upfront payment of £30 covers your DBS.', 'fee'],
    ['bitcoin', 'Salary paid weekly in Bitcoin.', 'crypto'],
    ['gift cards', 'You will buy gift cards for our clients.', 'crypto'],
    ['Telegram', 'Contact our manager on Telegram @jobsnow.', 'off_platform'],
    ['a wa.me link', 'Apply at wa.me/447700900123', 'off_platform'],
    ['a Gmail address', 'Send your CV to hiring.manager@gmail.com', 'personal_email'],
    ['an Outlook address', 'Questions to jo.recruit@outlook.com', 'personal_email'],
  ])('holds %s', (_what, description, rule) => {
    expect(ids(job({ description }))).toContain(rule);
  });

  it('holds pay far beyond the job type, by period, and not pay at its top', () => {
    expect(ids(job({ salary_min: 900_000, salary_max: 1_200_000 }))).toEqual(['pay_beyond_range']);
    expect(ids(job({ job_type: 'part-time', salary_period: 'hour', salary_min: 200, salary_max: 400 }))).toEqual(['pay_beyond_range']);
    expect(ids(job({ job_type: 'intern', salary_min: 90_000, salary_max: 95_000 }))).toEqual(['pay_beyond_range']);
    expect(ids(job({ salary_min: 150_000, salary_max: 220_000 }))).toEqual([]);
    expect(ids(job({ job_type: 'contract', salary_period: 'hour', salary_min: 90, salary_max: 120 }))).toEqual([]);
    expect(ids(job({ job_type: 'volunteering', salary_min: null, salary_max: null }))).toEqual([]);
  });

  it.each([
    'We pay for your training and your DBS check.',
    'No fees, ever: we never charge candidates.',
    'Expenses paid, including travel.',
    'Apply on Tandem; questions to jobs@brightpath.example.',
    'Tips shared fairly. Card payments and cash handling at the till.',
    'You will process payments and refunds for customers.',
    'Our signal engineers maintain the railway.',
  ])('lets an ordinary advert pass: %s', (description) => {
    expect(ids(job({ description }))).toEqual([]);
  });

  it('lets every job of the demo data pass untouched', () => {
    const all = DEMO_JOBS.flat();
    expect(all.length).toBeGreaterThan(25);
    for (const demo of all) {
      const reviewed = job({
        title: demo.title,
        description: `${demo.summary}\n\nYou will bring: ${demo.keywords.join(', ')}.`,
        benefits_and_perks: demo.perks.join(', '),
        job_type: demo.job_type,
        salary_min: demo.salary?.[0] ?? null,
        salary_max: demo.salary?.[1] ?? null,
      });
      expect({ title: demo.title, rules: ids(reviewed) }).toEqual({ title: demo.title, rules: [] });
    }
  });

  it('does not hold again the very words and pay an operator published, and does once they change', () => {
    const scam = job({ description: 'Paid in Bitcoin.' });
    const cleared = reviewFingerprint(scam);
    expect(reasonToHold({ ...scam, review_cleared: cleared })).toBeNull();
    expect(reasonToHold({ ...scam, description: 'Paid in Bitcoin. WhatsApp me.', review_cleared: cleared })).not.toBeNull();
    expect(reasonToHold({ ...scam, review_cleared: null })).not.toBeNull();
  });
});

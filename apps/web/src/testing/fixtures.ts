import type { JobApplicationAnswer } from '@tandem/contract';

/**
 * An application as the API answers it, open and unanswered in 2030 (after any test's clock), for Alex Rivera;
 * a test names what it depends on in `overrides`.
 */
export const jobApplication = (overrides: Partial<JobApplicationAnswer> = {}): JobApplicationAnswer => ({
  id: 5,
  job: 1,
  job_title: 'Backend Developer',
  company: 1,
  company_name: 'Brightpath',
  status: 'applied',
  is_open: true,
  note: '',
  applied_at: '2030-01-02T10:00:00.000Z',
  updated_at: '2030-01-02T10:00:00.000Z',
  withdrawn_at: null,
  reply_due_at: '2030-01-16T10:00:00.000Z',
  replied_at: null,
  candidate: { id: 10, name: 'Alex Rivera', title: 'Backend Developer', email: 'alex@tandem.dev', phone_number: '07700 900100' },
  ...overrides,
});

/**
 * The body the job form posts, for the benches that post a job over HTTP: a London, full-time job, with the fields
 * given overriding these.
 */
export const jobBody = (fields: { title: string; description: string; keywords: string } & Record<string, unknown>): Record<string, unknown> => ({
  salary_min: 20000,
  salary_max: 24000,
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
  is_remote: false,
  job_type: 'full-time',
  degree_requirements: '',
  years_of_experience: 0,
  benefits_and_perks: '',
  visa_sponsor: false,
  ...fields,
});

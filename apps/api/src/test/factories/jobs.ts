import type { CompanyAnswer, JobAnswer, JobApplicationAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { type Agent, signedInAgent } from '../agent.ts';
import { signUpParties } from '../parties.ts';

// Factories of the jobs area, through the API as a client would use it.

let sequence = 0;

/** A valid job form (POST /api/jobprofile/); override any field. */
export function buildJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    title: `Backend Developer ${sequence}`,
    description: 'Build and run our APIs.',
    keywords: 'Python, Django, PostgreSQL',
    salary_min: 40000,
    salary_max: 55000,
    country: 'United Kingdom',
    state: 'England',
    city: 'London',
    is_remote: false,
    job_type: 'full-time',
    degree_requirements: "Bachelor's degree",
    years_of_experience: 2,
    benefits_and_perks: 'Pension, 25 days holiday',
    visa_sponsor: false,
    department: 'Engineering',
    ...overrides,
  };
}

/** A valid /addcompany form; override any field. */
export function buildCompany(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    name: `Acme ${sequence}`,
    email: `hello${sequence}@acme.dev`,
    phone_number: '+44 20 7946 0000',
    address: '1 High Street, London',
    website: 'https://acme.dev',
    ...overrides,
  };
}

async function expectStatus<T>(response: { statusCode: number; body: string; json: () => unknown }, status: number, what: string): Promise<T> {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/**
 * Creates the signed-in organisation user's company. Suites name their companies freely ('The Daily Grind' in each
 * test), so a name another company has is confirmed rather than asked about; the question itself is team.test.ts's.
 */
export async function createCompanyFor(agent: Agent, overrides: Record<string, unknown> = {}): Promise<CompanyAnswer> {
  return expectStatus<CompanyAnswer>(await agent.post('/api/company/', { confirm_duplicate: true, ...buildCompany(overrides) }), 201, 'company creation');
}

/** A new organisation user of the role, signed in, with a company. */
export async function signedInOrganisation(app: FastifyInstance, role = 'recruiter', company: Record<string, unknown> = {}) {
  const signedIn = await signedInAgent(app, role);
  const created = await createCompanyFor(signedIn.agent, company);
  return { ...signedIn, user: { ...signedIn.user, company: created.id }, company: created };
}

export type Organisation = Awaited<ReturnType<typeof signedInOrganisation>>;

/** How one of a suite's organisations is made: its role (recruiter unless told) and its company form's overrides. */
interface OrganisationSpec {
  role?: string;
  company?: Record<string, unknown>;
}

/** The two organisations (test/parties.ts), with a candidate (`candidate` overrides their signup) and a visitor. */
export const jobsParties = (app: FastifyInstance, owner: OrganisationSpec = {}, other: OrganisationSpec = {}, candidate: Record<string, string> = {}) =>
  signUpParties(
    app,
    {
      owner: () => signedInOrganisation(app, owner.role, owner.company),
      other: () => signedInOrganisation(app, other.role, other.company),
    },
    candidate,
  );

/** Posts a job as the signed-in organisation user. */
export async function createJob(agent: Agent, overrides: Record<string, unknown> = {}): Promise<JobAnswer> {
  return expectStatus<JobAnswer>(await agent.post('/api/jobprofile/', buildJob(overrides)), 201, 'job creation');
}

/** Applies to a job as the signed-in candidate. */
export async function applyTo(agent: Agent, jobId: number, note?: string): Promise<JobApplicationAnswer> {
  return expectStatus<JobApplicationAnswer>(await agent.post(`/api/jobprofile/${jobId}/apply/`, note === undefined ? undefined : { note }), 201, 'application');
}

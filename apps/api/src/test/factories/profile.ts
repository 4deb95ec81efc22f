import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type Agent, signedInAgent } from '../agent.ts';
import { sessionUserChanged } from '../../bus/index.ts';

/** A signed-in candidate and the id of the profile record signup made for them. */
export async function signedInCandidate(app: FastifyInstance) {
  const signedIn = await signedInAgent(app, 'candidate');
  const page = (await signedIn.agent.get('/api/application/')).json() as { results: { id: number }[] };
  const applicationId = page.results[0]?.id;
  if (applicationId === undefined) throw new Error('signup made no profile record');
  return { ...signedIn, applicationId };
}

export type Candidate = Awaited<ReturnType<typeof signedInCandidate>>;

/**
 * Two candidates for a profile section's suite: Alice with nothing in it, Bob with one entry `addBobsEntry` adds
 * (the suites check that neither can touch the other's).
 */
export async function aliceAndBob(app: FastifyInstance, addBobsEntry: (bob: Candidate) => Promise<{ id: number }>) {
  const alice = await signedInCandidate(app);
  const bob = await signedInCandidate(app);
  return { alice, bob, bobsEntry: await addBobsEntry(bob) };
}

/** How many entries of a profile section (education, experience) a profile record has, read from the database. */
export const countEntries = async (db: Db, section: 'education' | 'experience', applicationId: number) =>
  (
    await db
      .selectFrom(section)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('application_id', '=', applicationId)
      .executeTakeFirstOrThrow()
  ).n;

const post = async (agent: Agent, url: string, body: Record<string, unknown>) => {
  const response = await agent.post(url, body);
  if (response.statusCode !== 201)
    throw new Error(`POST ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number } & Record<string, unknown>;
};

export const buildEducation = (overrides: Record<string, unknown> = {}) => ({
  institution: 'University of Leeds',
  degree: 'BSc',
  field_of_study: 'Computer Science',
  start_date: '2015-09-01',
  end_date: '2018-06-30',
  ...overrides,
});

export const buildExperience = (overrides: Record<string, unknown> = {}) => ({
  company: 'Acme Ltd',
  duration: 'Software Developer',
  city: 'Leeds',
  state: 'England',
  country: 'United Kingdom',
  is_remote: false,
  start_date: '2018-07-01',
  end_date: '',
  responsibilities: 'Built things.',
  ...overrides,
});

export const addEducation = (agent: Agent, applicationId: number, overrides: Record<string, unknown> = {}) =>
  post(agent, '/api/education/', { ...buildEducation(overrides), application: applicationId });

export const addExperience = (agent: Agent, applicationId: number, overrides: Record<string, unknown> = {}) =>
  post(agent, '/api/experience/', { ...buildExperience(overrides), application: applicationId });

export const addSkill = (agent: Agent, applicationId: number, name: string, score = 5) =>
  post(agent, '/api/skill/', { application: applicationId, name, score });

/**
 * An organisation user with a company and one job, written straight to the database (the jobs area owns the
 * API for these); `applyTo` records a candidate's application to that job.
 */
export async function organisationWithJob(app: FastifyInstance, db: Db, role = 'recruiter') {
  const signedIn = await signedInAgent(app, role);
  const now = new Date().toISOString();
  const company = await db
    .insertInto('companies')
    .values({
      name: `Company of ${signedIn.user.id}`,
      created_by: signedIn.user.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ company_id: company.id, company_role: 'owner', company_joined_at: now }).where('id', '=', signedIn.user.id).execute();
  // Written behind the app's back, like another instance's write: its kept sessions must hear of it.
  await sessionUserChanged(db, signedIn.user.id);
  const job = await db
    .insertInto('job_profiles')
    .values({
      title: 'Developer',
      created_by: signedIn.user.id,
      company_id: company.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applyTo = async (candidateId: number, withdrawn = false) => {
    await db
      .insertInto('job_applications')
      .values({
        job_id: job.id,
        candidate_id: candidateId,
        created_at: now,
        updated_at: now,
        withdrawn_at: withdrawn ? now : null,
      })
      .execute();
  };
  return { ...signedIn, companyId: company.id, jobId: job.id, applyTo };
}

/** A valid one-page PDF showing `text` in Helvetica, written by hand with a correct cross-reference table. */
export function minimalPdf(text = 'Python Django'): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 24 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

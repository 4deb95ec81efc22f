import type { MatchExplanation } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { signedInAgent, type Agent } from '../agent.ts';
import { signUpParties } from '../parties.ts';
import { sessionUserChanged } from '../../bus/index.ts';

// Factories for the community area's tests. Companies and jobs are written straight to the database: their routes
// belong to the jobs area. Events, resources, tags and opportunities go through the API, as a page would.

let sequence = 0;
const next = () => (sequence += 1);

export interface Organisation {
  agent: Agent;
  user: { id: number; role: string; email: string };
  companyId: number;
  companyName: string;
}

/** A signed-in organisation user (nonprofit unless told) linked to a new company of their own. */
export async function signedInOrganisation(app: FastifyInstance, db: Db, role = 'nonprofit'): Promise<Organisation> {
  const { agent, user } = await signedInAgent(app, role);
  const companyName = `Org ${next()} ${role}`;
  const now = nowIso();
  const company = await db
    .insertInto('companies')
    .values({
      name: companyName,
      created_by: user.id,
      is_nonprofit: role === 'nonprofit' ? 1 : 0,
      is_small_business: role === 'smallbiz_owner' ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ company_id: company.id, company_role: 'owner', company_joined_at: now }).where('id', '=', user.id).execute();
  // Written behind the app's back, like another instance's write: its kept sessions must hear of it.
  await sessionUserChanged(db, user.id);
  return { agent, user, companyId: company.id, companyName };
}

/** Organisations of these roles (test/parties.ts), with a candidate and a visitor. */
export const communityParties = ({ app, db }: { app: FastifyInstance; db: Db }, ownerRole: string, otherRole: string) =>
  signUpParties(app, { owner: () => signedInOrganisation(app, db, ownerRole), other: () => signedInOrganisation(app, db, otherRole) });

/** An ISO timestamp `days` from now (negative: in the past), on the hour. */
export function inDays(days: number, hours = 0): string {
  const date = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
  date.setUTCMinutes(0, 0, 0);
  return date.toISOString();
}

async function created<T>(response: { statusCode: number; body: string; json(): unknown }, what: string): Promise<T> {
  if (response.statusCode !== 201) throw new Error(`creating ${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Event ${next()}`,
  event_type: 'Workshop',
  start_date: inDays(7),
  end_date: inDays(7, 2),
  location: 'Community Hall',
  city: 'Leeds',
  country: 'United Kingdom',
  ...overrides,
});

export const createEvent = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
  created<{ id: number; title: string } & Record<string, unknown>>(await agent.post('/api/events/', eventInput(overrides)), 'an event');

export const resourceInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Resource ${next()}`,
  resource_type: 'Guide',
  author: 'A. Writer',
  url: 'https://example.org/guide',
  ...overrides,
});

export const createResource = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
  created<{ id: number; title: string } & Record<string, unknown>>(await agent.post('/api/resources/', resourceInput(overrides)), 'a resource');

export const opportunityInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Opportunity ${next()}`,
  description: 'Help us out.',
  keywords: 'Teamwork',
  city: 'London',
  country: 'United Kingdom',
  time_commitment: 'weekly',
  category: 'Operations',
  ...overrides,
});

export const createOpportunity = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
  created<{ id: number; title: string } & Record<string, unknown>>(await agent.post('/api/volunteer-opportunities/', opportunityInput(overrides)), 'an opportunity');

export const createTag = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
  created<{ id: number; name: string; color: string; usage_count: number }>(await agent.post('/api/tags/', { name: `Tag ${next()}`, ...overrides }), 'a tag');

/** A job of an organisation, written to the database (the jobs area owns its routes). */
export async function createJob(db: Db, owner: { userId: number; companyId: number | null }, overrides: { is_active?: number; title?: string } = {}): Promise<number> {
  const now = nowIso();
  const job = await db
    .insertInto('job_profiles')
    .values({ title: `Job ${next()}`, created_by: owner.userId, company_id: owner.companyId, created_at: now, updated_at: now, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

/** Any skill of the synced catalogue, by position. */
export async function catalogueSkill(db: Db, position = 0): Promise<{ id: number; name: string }> {
  return db.selectFrom('catalogue_skills').select(['id', 'name']).orderBy('id').offset(position).limit(1).executeTakeFirstOrThrow();
}

/** A finished matching session with one result per (candidate, job), written as the matching engine would. */
const factor = (earned: number, possible: number, note: string) => ({ earned, possible, share: earned / possible, note });

/** An explanation in the contract's shape (MatchExplanation), as the engine records one. */
export const sampleExplanation: MatchExplanation = {
  score: 91,
  band: 'strong',
  factors: {
    skills: factor(50, 55, '1 of 1 skills matched'),
    experience: factor(15, 15, 'experience fits'),
    education: factor(10, 10, 'education fits'),
    place: factor(10, 10, 'same city'),
    preferences: factor(6, 10, 'some preferences met'),
  },
  matchedSkills: [{ key: 'python', skillId: null, name: 'Python', level: 7, credit: 1 }],
  relatedSkills: [],
  missingSkills: [],
  hints: [],
};

export async function createMatchingSession(db: Db, createdBy: number | null, results: { candidateId: number; jobId: number; score: number }[] = []): Promise<number> {
  const now = nowIso();
  const session = await db
    .insertInto('matching_sessions')
    .values({ created_by: createdBy, status: 'finished', progress: results.length, total: results.length, created_at: now, started_at: now, finished_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  let rank = 0;
  for (const result of results) {
    rank += 1;
    await db
      .insertInto('match_results')
      .values({
        session_id: session.id,
        candidate_id: result.candidateId,
        job_id: result.jobId,
        score: result.score,
        rank,
        explanation: JSON.stringify(sampleExplanation),
        created_at: now,
      })
      .execute();
  }
  return session.id;
}

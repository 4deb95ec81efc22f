import type { MatchExplanation } from '@tandem/matching';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import type { MatchingEngine } from './engine.ts';
import { relatedCandidates } from './visibility.ts';

export interface CandidatePreview {
  id: number;
  name: string;
  title: string;
  profile_picture: string | null;
  city: string;
  state: string;
  country: string;
  skills: { name: string; score: number }[];
  /** The candidate's application to this job, when there is an open one. */
  application: { id: number; status: string } | null;
}

/**
 * What an organisation may see of a ranked candidate before they apply: a profile preview, never their email,
 * phone or address (docs/product.md section C5).
 */
export async function candidatePreviews(db: Db, jobId: number, userIds: number[]): Promise<Map<number, CandidatePreview>> {
  if (userIds.length === 0) return new Map();
  const [people, skills, applications] = await Promise.all([
    db
      .selectFrom('users')
      .innerJoin('applications', 'applications.user_id', 'users.id')
      .select(['users.id', 'users.name', 'users.title', 'users.profile_picture', 'applications.city', 'applications.state', 'applications.country'])
      .where('users.id', 'in', userIds)
      .execute(),
    db
      .selectFrom('profile_skills')
      .innerJoin('applications', 'applications.id', 'profile_skills.application_id')
      .select(['applications.user_id', 'profile_skills.name', 'profile_skills.score'])
      .where('applications.user_id', 'in', userIds)
      .orderBy('profile_skills.score', 'desc')
      .execute(),
    db
      .selectFrom('job_applications')
      .select(['id', 'candidate_id', 'status'])
      .where('job_id', '=', jobId)
      .where('candidate_id', 'in', userIds)
      .where('withdrawn_at', 'is', null)
      .execute(),
  ]);
  const previews = new Map<number, CandidatePreview>();
  for (const person of people) {
    const application = applications.find((row) => row.candidate_id === person.id);
    previews.set(person.id, {
      ...person,
      skills: skills.filter((row) => row.user_id === person.id).map(({ name, score }) => ({ name, score })),
      application: application ? { id: application.id, status: application.status } : null,
    });
  }
  return previews;
}

/** The candidates a company's rankings may show, read now (docs/product.md section C13). */
export async function candidatesVisibleTo(db: Db, engine: MatchingEngine, companyId: number) {
  return engine.visibleTo(engine.hasAppliedOnly ? await relatedCandidates(db, companyId) : new Set());
}

const MOST_MISSED = 10;

/** How the caller's side matches, and which missing skills hold matches back most often. */
export async function summarise(db: Db, engine: MatchingEngine, user: User) {
  const explanations: MatchExplanation[] = [];
  if (user.role === 'candidate') {
    const candidate = engine.candidateInputs.get(user.id);
    if (candidate) for (const item of engine.jobs.topJobsFor(candidate, { k: 50, explain: true })) if (item.explanation) explanations.push(item.explanation);
  } else if (user.company_id !== null) {
    const jobs = await db
      .selectFrom('job_profiles')
      .select('id')
      .where('created_by', '=', user.id)
      .where('company_id', '=', user.company_id)
      .where('is_active', '=', 1)
      .execute();
    // Only the candidates this organisation may see count (docs/product.md section C13).
    const { filter } = await candidatesVisibleTo(db, engine, user.company_id);
    for (const { id } of jobs) {
      const input = engine.jobInputs.get(id);
      if (!input) continue;
      for (const item of engine.candidates.topCandidatesFor(input, { k: 20, explain: true, filter })) if (item.explanation) explanations.push(item.explanation);
    }
  }
  const sessions = await db.selectFrom('matching_sessions').select(['status']).where('created_by', '=', user.id).execute();
  const missed = new Map<string, number>();
  for (const explanation of explanations) for (const skill of explanation.missingSkills) missed.set(skill.name, (missed.get(skill.name) ?? 0) + 1);
  const average = explanations.length === 0 ? null : Math.round(explanations.reduce((sum, item) => sum + item.score, 0) / explanations.length);
  return {
    sessions: sessions.length,
    completed_sessions: sessions.filter((session) => session.status === 'completed').length,
    average_score: average,
    matches_considered: explanations.length,
    most_missed_skills: [...missed]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MOST_MISSED)
      .map(([name, count]) => ({ name, count })),
  };
}

import type { MatchExplanation, MatchResult } from '@tandem/contract';
import type { CandidateInput } from '@tandem/matching';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { opportunitiesByIds, presentOpportunities } from '../community/index.ts';
import { presentJob, jobRowCacheFor, jobsByIds, readerFor, jobPolicy } from '../jobs/index.ts';
import type { MatchingEngine } from './engine.ts';
import { matchingPolicy } from './policy.ts';
import { rankedCandidates } from './ranked-candidates.ts';
import { writtenJobMatch } from './presenter.ts';
import { activeJobIdsOf, applicantIdsOf, candidatePreviews, findJobOwnership, findSession, insertSession, runningSession, sessionStatusesOf } from './repository.ts';
import { MATCHING_SESSION_JOB } from './session-runner.ts';

const MOST_MISSED = 10;

/** A page of matches: how many there are in all, and this page's. */
export interface MatchPageOf<T> {
  count: number;
  results: T[];
}

/** The candidate as the engine ranks them; one it has not read yet ranks as a profile with no skills. */
export const candidateInputOf = (engine: MatchingEngine, userId: number): CandidateInput => engine.candidateInputs.get(userId) ?? { id: userId, skills: [] };

/** One active job's match and the reasons for its score; a job the candidate cannot see (closed, paused, unknown) is a 404. */
async function oneJobMatch(app: FastifyInstance, user: User, jobId: number): Promise<MatchPageOf<MatchResult>> {
  const match = app.matching.jobs.match(candidateInputOf(app.matching, user.id), jobId);
  const [row] = match ? await jobsByIds(app.db, [match.jobId], readerFor(user)) : [];
  if (!match || !row) throw notFound();
  return { count: 1, results: [{ job: presentJob(row, user, match.score), score: match.score, explanation: match.explanation }] };
}

/** A page of the candidate's best volunteer opportunities. */
async function opportunityMatches(app: FastifyInstance, user: User, window: PageWindow): Promise<MatchPageOf<MatchResult>> {
  const engine = app.matching;
  const ranked = engine.opportunities.topOpportunitiesFor(candidateInputOf(engine, user.id), { k: window.limit, offset: window.offset, explain: true });
  const rows = await presentOpportunities(app.db, user, await opportunitiesByIds(app.db, ranked.map((item) => item.opportunityId)), new Map(ranked.map((item) => [item.opportunityId, item.score])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = ranked.flatMap((item) => {
    const opportunity = byId.get(item.opportunityId);
    return opportunity && item.explanation ? [{ opportunity, score: item.score, explanation: item.explanation }] : [];
  });
  return { count: engine.opportunities.size, results };
}

/** A page of the candidate's best active jobs, each written as JSON (presenter.ts writtenJobMatch). */
async function writtenJobMatches(app: FastifyInstance, user: User, window: PageWindow): Promise<MatchPageOf<string>> {
  const engine = app.matching;
  const ranked = engine.topJobsFor(candidateInputOf(engine, user.id), { offset: window.offset, limit: window.limit, explain: true });
  const kept = await jobRowCacheFor(app.db).forCandidate(app.db, ranked.map((item) => item.jobId), user.id);
  const byId = new Map(kept.map((entry) => [entry.job.id, entry]));
  const results = ranked.flatMap((item) => {
    const entry = byId.get(item.jobId);
    return entry ? [writtenJobMatch(entry, item.score, item.explanation)] : [];
  });
  return { count: engine.jobs.size, results };
}

/**
 * A page of the candidates ranked for one of the organisation's jobs, only those it may see (chosen inside the
 * index's top-k query, docs/product.md section C13); with minScore, only those scoring that much or more.
 */
async function candidateMatches(app: FastifyInstance, user: User, jobId: number | undefined, minScore: number | undefined, window: PageWindow): Promise<MatchPageOf<MatchResult>> {
  if (jobId === undefined) throw fieldError('job', 'Choose one of your jobs to see its candidates.');
  const engine = app.matching;
  const owner = matchingPolicy.requireJobOwner(user, await findJobOwnership(app.db, jobId));
  const input = engine.jobInputs.get(jobId);
  if (!input) return { count: 0, results: [] };
  const visible = await matchingPolicy.candidatesVisibleTo(app.db, engine, owner.companyId);
  const { count, ranked } = rankedCandidates(engine.candidatesAsSeenBy(visible), input, visible, minScore, window);
  const previews = await candidatePreviews(app.db, jobId, ranked.map((item) => item.candidateId));
  const results = ranked.flatMap((item) => {
    const candidate = previews.get(item.candidateId);
    return candidate && item.explanation ? [{ candidate, score: item.score, explanation: item.explanation }] : [];
  });
  return { count, results };
}

/** What GET /matching/match/ asks for (its query, as the route read it). */
interface MatchRequest {
  job?: number | undefined;
  kind?: 'jobs' | 'volunteer' | undefined;
  min_score?: number | undefined;
}

/**
 * The matches as the route answers them: a page, one job's match (the whole answer, no pages either side), or a page
 * of the candidate's best jobs already written as JSON.
 */
type Matches =
  | { form: 'page' | 'one'; page: MatchPageOf<MatchResult> }
  | { form: 'written'; page: MatchPageOf<string> };

/**
 * The matches the user asked for, by who they are: an organisation ranks candidates for one of its own jobs; a
 * candidate sees one active job's match (job=<id>), their best volunteer opportunities (kind=volunteer) or their best jobs.
 */
export async function matchesFor(app: FastifyInstance, user: User, query: MatchRequest, window: PageWindow): Promise<Matches> {
  if (user.role !== 'candidate') return { form: 'page', page: await candidateMatches(app, user, query.job, query.min_score, window) };
  if (query.job !== undefined) {
    if (query.kind === 'volunteer') throw fieldError('job', 'Leave job out to match volunteer opportunities.');
    return { form: 'one', page: await oneJobMatch(app, user, query.job) };
  }
  if (query.kind === 'volunteer') return { form: 'page', page: await opportunityMatches(app, user, window) };
  return { form: 'written', page: await writtenJobMatches(app, user, window) };
}

/** Starts a session in the background, or joins the one the same user has under way (one at a time). */
export async function startSession(app: FastifyInstance, user: User) {
  matchingPolicy.requireSessionStarter(user);
  const running = await runningSession(app.db);
  if (running && matchingPolicy.ownsSession(user, running)) return running;
  await app.matching.sync();
  const session = await insertSession(app.db, user.id, app.matching.candidateInputs.size);
  await app.queue.send(MATCHING_SESSION_JOB, { sessionId: session.id }, { key: String(session.id) });
  return session;
}

/** A session the user started, to follow its progress; anybody else's, like an unknown id, is a 404. */
export async function ownSession(db: Db, user: User, id: number) {
  const session = await findSession(db, id);
  if (!session || !matchingPolicy.ownsSession(user, session)) throw notFound();
  return session;
}

/** How the caller's side matches, and which missing skills hold matches back most often. */
export async function summarise(db: Db, engine: MatchingEngine, user: User) {
  const explanations: MatchExplanation[] = [];
  if (user.role === 'candidate') {
    const candidate = engine.candidateInputs.get(user.id);
    if (candidate) for (const item of engine.jobs.topJobsFor(candidate, { k: 50, explain: true })) if (item.explanation) explanations.push(item.explanation);
  } else {
    const owner = jobPolicy.ownerOf(user);
    // Only the candidates this organisation may see count (docs/product.md section C13).
    const { filter } = owner ? await matchingPolicy.candidatesVisibleTo(db, engine, owner.companyId) : { filter: undefined };
    for (const { id } of owner ? await activeJobIdsOf(db, owner) : []) {
      const input = engine.jobInputs.get(id);
      if (!input) continue;
      for (const item of engine.candidates.topCandidatesFor(input, { k: 20, explain: true, filter })) if (item.explanation) explanations.push(item.explanation);
    }
  }
  const sessions = await sessionStatusesOf(db, user.id);
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

/**
 * The match score of each of a job's applicants, the same number the job's ranking shows them with (the engine's,
 * docs/matching.md). An applicant is related to the organisation, so 'only organisations I applied to' shows; one
 * who chose to be seen by nobody (or whom the engine has not read) has no score.
 */
export async function applicantScores(app: FastifyInstance, user: User, jobId: number): Promise<{ candidate: number; score: number }[]> {
  const engine = app.matching;
  matchingPolicy.requireJobOwner(user, await findJobOwnership(app.db, jobId));
  const input = engine.jobInputs.get(jobId);
  if (!input) return [];
  const rankable = (await applicantIdsOf(app.db, jobId)).filter((id) => engine.rankableFor(id, true));
  return engine.candidates.scoreCandidates(input, rankable).map((item) => ({ candidate: item.candidateId, score: item.score }));
}

import { catalogueKeywords } from './keywords.ts';
import { JOBS_MESSAGES, REVIEW_MESSAGES, currencyForCountry, payRangeErrors, requestedJobStatus, salaryInOrder, utcToday, type JobAnswer, type JobOrdering, type JobPatchValues, type JobValues } from '@tandem/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { JobProfilesTable, User } from '../../../db/schema.ts';
import { badRequest, notFound, unauthenticated } from '../../../lib/http-errors.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { flag } from '../../../lib/sql-text.ts';
import { matchScoresFor } from './match-scores.ts';
import { jobPolicy, type JobScope, type Poster } from './policy.ts';
import { presentJob } from './presenter.ts';
import { queueJobAlerts } from '../../saved-searches/index.ts';
import { countJobs, deleteJob, findJob, insertJob, jobsByIds, listJobKeys, listJobPage, listResponsiveJobKeys, updateJob, type JobFilters, type JobReader, type JobRow } from './repository.ts';
import type { JobListQuery } from './query.ts';
import { reasonToHold } from './review-rules.ts';

/** The extras a viewer's rows carry: applicant counts for an organisation, saved flags for a candidate. */
export function readerFor(viewer: User | null): JobReader {
  const owner = jobPolicy.ownerOf(viewer);
  if (owner) return { owner };
  if (viewer?.role === 'candidate') return { candidateId: viewer.id };
  return {};
}

/**
 * Which jobs a list may show. By default the active ones, for everybody. `mine=true` (organisation screens) is
 * the caller's own jobs in every status; `created_by` = the caller adds their own paused and closed jobs.
 * Answers undefined when the list is empty by definition (mine=true for a user who cannot own jobs).
 */
function scopeFor(viewer: User | null, query: JobListQuery): JobScope | undefined {
  if (query.mine) {
    if (!viewer) throw unauthenticated();
    const owner = jobPolicy.ownerOf(viewer);
    return owner ? { kind: 'own', ...owner } : undefined;
  }
  const owner = jobPolicy.ownerOf(viewer);
  if (query.created_by !== undefined && owner && query.created_by === owner.userId) {
    return { kind: 'active-or-own', ...owner };
  }
  return { kind: 'active' };
}

export interface JobList {
  count: number;
  results: JobAnswer[];
}

/**
 * A page of jobs: one COUNT and one page query with the same filters (saved flags and applicant counts ride in the
 * page query). For a candidate with the matching engine installed, the page's scores come in one call; ordering
 * by match_score ranks every selected id first, then reads only the page. (A candidate's unfiltered best matches
 * are answered before this, by best-matches.ts.)
 */
export async function listJobs(app: FastifyInstance, request: FastifyRequest, query: JobListQuery, window: PageWindow): Promise<JobList> {
  const viewer = request.user;
  const scope = scopeFor(viewer, query);
  if (query.saved && !viewer) throw unauthenticated();
  if (!scope) return { count: 0, results: [] };
  const filters: JobFilters = {
    scope,
    created_by: query.created_by,
    company: query.company,
    is_active: query.is_active,
    status: query.status,
    job_type: query.job_type,
    is_remote: query.is_remote,
    city: query.city,
    country: query.country,
    search: query.search?.trim() || undefined,
    savedBy: query.saved ? viewer?.id : undefined,
  };
  const reader = readerFor(viewer);
  const candidateId = viewer?.role === 'candidate' ? viewer.id : undefined;
  const ordering: JobOrdering = query.ordering ?? '-created_at';
  const byMatch = ordering === 'match_score' || ordering === '-match_score';

  if (byMatch && candidateId !== undefined) {
    const keys = await listJobKeys(app.db, filters);
    const scores = await matchScoresFor(app, request.log, candidateId, keys.map((key) => key.id));
    const direction = ordering === 'match_score' ? 1 : -1;
    // Unscored jobs last; ties newest first (keys arrive newest first and the sort is stable).
    const ranked = [...keys].sort((a, b) => {
      const left = scores.get(a.id) ?? null;
      const right = scores.get(b.id) ?? null;
      if (left === right) return 0;
      if (left === null) return 1;
      if (right === null) return -1;
      return (left - right) * direction;
    });
    const pageIds = window.limit === 0 ? [] : ranked.slice(window.offset, window.offset + window.limit).map((key) => key.id);
    const rows = await jobsByIds(app.db, pageIds, reader);
    return { count: keys.length, results: rows.map((row) => presentJob(row, viewer, scores.get(row.id) ?? null)) };
  }

  if (ordering === '-response_rate' && candidateId !== undefined) {
    // Equal reply records (most often none yet) would otherwise fall back to newest first, putting a 7% job above
    // an 82% one: within equal records the better match comes first. The SQL order is kept otherwise (stable sort).
    const keys = await listResponsiveJobKeys(app.db, filters);
    const scores = await matchScoresFor(app, request.log, candidateId, keys.map((key) => key.id));
    const sameRecord = (a: (typeof keys)[number], b: (typeof keys)[number]) =>
      a.response_rate === b.response_rate && a.median_reply_days === b.median_reply_days;
    const ranked: typeof keys = [];
    // Each run of equal records (consecutive in SQL order) sorted by score, unscored last; the sort is stable.
    for (let start = 0; start < keys.length; ) {
      let end = start + 1;
      while (end < keys.length && sameRecord(keys[start]!, keys[end]!)) end += 1;
      ranked.push(...keys.slice(start, end).sort((a, b) => (scores.get(b.id) ?? -1) - (scores.get(a.id) ?? -1)));
      start = end;
    }
    const pageIds = window.limit === 0 ? [] : ranked.slice(window.offset, window.offset + window.limit).map((key) => key.id);
    const rows = await jobsByIds(app.db, pageIds, reader);
    return { count: keys.length, results: rows.map((row) => presentJob(row, viewer, scores.get(row.id) ?? null)) };
  }

  const [count, rows] = await Promise.all([
    countJobs(app.db, filters),
    listJobPage(app.db, filters, reader, byMatch ? '-created_at' : (ordering), window),
  ]);
  const scores = candidateId === undefined ? new Map<number, number | null>() : await matchScoresFor(app, request.log, candidateId, rows.map((row) => row.id));
  return { count, results: rows.map((row) => presentJob(row, viewer, scores.get(row.id) ?? null)) };
}

/** A job the viewer may see, or a 404 (paused and closed jobs are their owner's alone). */
export async function loadVisibleJob(app: FastifyInstance, viewer: User | null, id: number): Promise<JobRow> {
  const job = await findJob(app.db, id, readerFor(viewer));
  if (!job || !jobPolicy.canSee(viewer, job)) throw notFound();
  return job;
}

export async function answerJob(app: FastifyInstance, request: FastifyRequest, job: JobRow): Promise<JobAnswer> {
  const viewer = request.user;
  const scores = viewer?.role === 'candidate' ? await matchScoresFor(app, request.log, viewer.id, [job.id]) : new Map<number, number | null>();
  return presentJob(job, viewer, scores.get(job.id) ?? null);
}

/** The whole posting as columns (POST and PUT); a field left out takes its default. */
function columnsOf(input: JobValues) {
  return {
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    salary_min: input.salary_min ?? null,
    salary_max: input.salary_max ?? null,
    salary_currency: input.salary_currency ?? currencyForCountry(input.country),
    salary_period: input.salary_period ?? 'year',
    city: input.city,
    state: input.state,
    country: input.country,
    is_remote: flag(input.is_remote ?? false),
    job_type: input.job_type ?? 'full-time',
    degree_requirements: input.degree_requirements ?? '',
    years_of_experience: input.years_of_experience,
    benefits_and_perks: input.benefits_and_perks ?? '',
    visa_sponsor: flag(input.visa_sponsor ?? false),
    department: input.department ?? '',
    closes_on: input.closes_on ?? null,
  };
}

/**
 * A status and the is_active flag every public list reads: an active job stays out of them while reports hide it
 * or its organisation is suspended (docs/product.md section C20), whatever its organisation does meanwhile. A status
 * the organisation sets ends any hold for review (only closing is allowed while held).
 */
const withStatus = (status: string, job?: Partial<Pick<JobRow, 'hidden_by_reports' | 'company_suspended'>>) => ({
  status,
  is_active: flag(status === 'active' && !job?.hidden_by_reports && !job?.company_suspended),
  held_reason: null,
});

/** The deployment's rules for a posting: whether a paid job must give its pay range (PAY_RANGE_REQUIRED). */
export interface PostingRules {
  payRangeRequired: boolean;
}

/** A paid job without its whole range is a 400 naming the missing ends (docs/product.md section C20). */
function requirePayRange(job: { job_type?: string | undefined; salary_min?: number | null | undefined; salary_max?: number | null | undefined }, rules: PostingRules): void {
  const errors = payRangeErrors(job, rules.payRangeRequired);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/**
 * The status a write ends in, held for review included (docs/product.md section C20). A job that would be listed
 * (active, or paused and so one click from it) and trips a review rule is held with the reason; a held job stays
 * held until an operator decides, and its organisation may only close it (or delete it).
 */
function statusAfterWrite(
  job: { status: string; review_cleared?: string | null } & Partial<Pick<JobRow, 'hidden_by_reports' | 'company_suspended'>>,
  requested: string | undefined,
  reviewed: Parameters<typeof reasonToHold>[0],
) {
  if (job.status === 'held' && requested !== undefined && requested !== 'closed') throw badRequest({ status: [REVIEW_MESSAGES.heldStatus] });
  const status = requested ?? job.status;
  if (status === 'closed') return requested === undefined ? undefined : withStatus('closed', job);
  const reason = reasonToHold({ ...reviewed, review_cleared: job.review_cleared ?? null });
  if (reason !== null) return { status: 'held', is_active: flag(false), held_reason: reason };
  if (job.status === 'held') return { status: 'held', is_active: flag(false) };
  return requested === undefined ? undefined : withStatus(requested, job);
}

/** A new posting by its owner, for their company; active unless the form asks otherwise, or held for review. */
export async function createJob(app: FastifyInstance, poster: Poster, input: JobValues, rules: PostingRules): Promise<number> {
  requirePayRange(input, rules);
  const columns = columnsOf(input);
  const requested = requestedJobStatus(input) ?? 'active';
  const status = statusAfterWrite({ status: 'new' }, requested, columns) ?? withStatus(requested);
  const id = await insertJob(app.db, {
    ...columns,
    keywords: catalogueKeywords(app.matching.vocabulary, input.keywords),
    ...status,
    created_by: poster.id,
    company_id: poster.company_id,
  });
  if (status.status === 'active') await queueJobAlerts(app, id);
  return id;
}

/** A job that has just become active (resumed) alerts the saved searches it meets (docs/product.md section C12). */
async function alertIfResumed(app: FastifyInstance, job: JobRow, status: string | undefined): Promise<void> {
  if (status === 'active' && !job.is_active && !job.hidden_by_reports && !job.company_suspended) await queueJobAlerts(app, job.id);
}

/** PUT: every field replaced; the status changes only when status or is_active is sent (or the job is held). */
export async function replaceJob(app: FastifyInstance, job: JobRow, input: JobValues, rules: PostingRules): Promise<void> {
  requirePayRange(input, rules);
  const columns = columnsOf(input);
  const status = statusAfterWrite(job, requestedJobStatus(input), columns);
  const keywords = catalogueKeywords(app.matching.vocabulary, input.keywords);
  await updateJob(app.db, job.id, { ...columns, keywords, ...(status ?? {}) });
  await alertIfResumed(app, job, status?.status);
}

/** PATCH: the fields sent; the salary range is checked against the stored end that was not sent. */
export async function patchJob(app: FastifyInstance, job: JobRow, input: JobPatchValues, rules: PostingRules): Promise<void> {
  const salaryMin = input.salary_min !== undefined ? input.salary_min : job.salary_min;
  const salaryMax = input.salary_max !== undefined ? input.salary_max : job.salary_max;
  if (!salaryInOrder(salaryMin, salaryMax)) throw badRequest({ salary_max: [JOBS_MESSAGES.salaryOrder] });
  const values: Updateable<JobProfilesTable> = {};
  if (input.title !== undefined) values.title = input.title;
  if (input.description !== undefined) values.description = input.description;
  if (input.keywords !== undefined) values.keywords = catalogueKeywords(app.matching.vocabulary, input.keywords);
  if (input.salary_min !== undefined) values.salary_min = input.salary_min;
  if (input.salary_max !== undefined) values.salary_max = input.salary_max;
  if (input.salary_currency !== undefined) values.salary_currency = input.salary_currency;
  if (input.salary_period !== undefined) values.salary_period = input.salary_period;
  if (input.city !== undefined) values.city = input.city;
  if (input.state !== undefined) values.state = input.state;
  if (input.country !== undefined) values.country = input.country;
  if (input.is_remote !== undefined) values.is_remote = flag(input.is_remote);
  if (input.job_type !== undefined) values.job_type = input.job_type;
  if (input.degree_requirements !== undefined) values.degree_requirements = input.degree_requirements;
  if (input.years_of_experience !== undefined) values.years_of_experience = input.years_of_experience;
  if (input.benefits_and_perks !== undefined) values.benefits_and_perks = input.benefits_and_perks;
  if (input.visa_sponsor !== undefined) values.visa_sponsor = flag(input.visa_sponsor);
  if (input.department !== undefined) values.department = input.department;
  if (input.closes_on !== undefined) values.closes_on = input.closes_on;
  const merged = {
    title: values.title ?? job.title,
    description: values.description ?? job.description,
    benefits_and_perks: values.benefits_and_perks ?? job.benefits_and_perks,
    job_type: values.job_type ?? job.job_type,
    salary_min: salaryMin,
    salary_max: salaryMax,
    salary_period: values.salary_period ?? job.salary_period,
  };
  // The range is asked of a paid job whenever its pay or type is written; a status alone ('Still hiring') is not held up by it.
  if (input.salary_min !== undefined || input.salary_max !== undefined || input.job_type !== undefined) requirePayRange(merged, rules);
  const status = statusAfterWrite(job, requestedJobStatus(input), merged);
  if (status) Object.assign(values, status);
  // Reopened after its closing date passed, and no new date given: the old one goes, or the scheduler would close it again.
  if (requestedJobStatus(input) === 'active' && input.closes_on === undefined && job.closes_on !== null && job.closes_on < utcToday()) values.closes_on = null;
  if (Object.keys(values).length === 0) return;
  await updateJob(app.db, job.id, values);
  await alertIfResumed(app, job, status?.status);
}

export const removeJob = (app: FastifyInstance, job: JobRow): Promise<void> => deleteJob(app.db, job.id);

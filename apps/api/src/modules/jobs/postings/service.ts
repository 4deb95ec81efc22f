import { catalogueKeywords } from './keywords.ts';
import { JOBS_MESSAGES, currencyForCountry, requestedJobStatus, salaryInOrder, type JobAnswer, type JobOrdering, type JobPatchValues, type JobValues } from '@tandem/contract';
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
import { countJobs, deleteJob, findJob, insertJob, jobsByIds, listJobKeys, listJobPage, updateJob, type JobFilters, type JobReader, type JobRow } from './repository.ts';
import type { JobListQuery } from './query.ts';

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
  };
}

const withStatus = (status: string) => ({ status, is_active: flag(status === 'active') });

/** A new posting by its owner, for their company; active unless the form asks otherwise. */
export async function createJob(app: FastifyInstance, poster: Poster, input: JobValues): Promise<number> {
  const status = requestedJobStatus(input) ?? 'active';
  const id = await insertJob(app.db, {
    ...columnsOf(input),
    keywords: catalogueKeywords(app.matching.vocabulary, input.keywords),
    ...withStatus(status),
    created_by: poster.id,
    company_id: poster.company_id,
  });
  if (status === 'active') await queueJobAlerts(app, id);
  return id;
}

/** A job that has just become active (resumed) alerts the saved searches it meets (docs/product.md section C12). */
async function alertIfResumed(app: FastifyInstance, job: JobRow, status: string | undefined): Promise<void> {
  if (status === 'active' && !job.is_active) await queueJobAlerts(app, job.id);
}

/** PUT: every field replaced; the status changes only when status or is_active is sent. */
export async function replaceJob(app: FastifyInstance, job: JobRow, input: JobValues): Promise<void> {
  const status = requestedJobStatus(input);
  const keywords = catalogueKeywords(app.matching.vocabulary, input.keywords);
  await updateJob(app.db, job.id, { ...columnsOf(input), keywords, ...(status ? withStatus(status) : {}) });
  await alertIfResumed(app, job, status);
}

/** PATCH: the fields sent; the salary range is checked against the stored end that was not sent. */
export async function patchJob(app: FastifyInstance, job: JobRow, input: JobPatchValues): Promise<void> {
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
  const status = requestedJobStatus(input);
  if (status) Object.assign(values, withStatus(status));
  if (Object.keys(values).length === 0) return;
  await updateJob(app.db, job.id, values);
  await alertIfResumed(app, job, status);
}

export const removeJob = (app: FastifyInstance, job: JobRow): Promise<void> => deleteJob(app.db, job.id);

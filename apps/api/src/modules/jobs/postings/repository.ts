import { splitCommaList, type JobOrdering, type JobStatus } from '@tandem/contract';
import { sql, type Insertable, type RawBuilder, type SqlBool, type Transaction, type Updateable } from 'kysely';
import { skillKey } from '../../../db/catalogue-sync.ts';
import type { Db } from '../../../db/database.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import type { Database, JobProfile, JobProfilesTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { nowIso } from '../../../lib/time.ts';
import { recordChange } from '../../../bus/index.ts';
import { containsText, equalsText } from '../../../lib/sql-text.ts';
import { jobPolicy, type JobOwner, type JobScope } from './policy.ts';

type Executor = Db | Transaction<Database>;

/** What the list and the single job read, with the joined company and the viewer's extras. */
export type JobRow = Omit<JobProfile, 'last_activity_at'> & {
  company_name: string | null;
  company_logo: string | null;
  /** When the company was verified (docs/product.md section C20); null: not verified. */
  company_verified_at: string | null;
  /** The company's reply record (company_reply_records, kept fresh by modules/replies/record.ts). */
  company_response_rate?: number | null;
  company_median_reply_days?: number | null;
  applicants_count?: number | null;
  is_saved?: number;
};

/** Who is reading, for the extras: the owner's applicant counts and the candidate's saved flags. */
export interface JobReader {
  /** The organisation user whose own jobs carry applicants_count (created_by and company both theirs). */
  owner?: JobOwner | undefined;
  /** The candidate whose saved flags each job carries. */
  candidateId?: number | undefined;
}

export interface JobFilters {
  scope: JobScope;
  created_by?: number | undefined;
  company?: number | undefined;
  is_active?: boolean | undefined;
  status?: JobStatus | undefined;
  job_type?: string | undefined;
  is_remote?: boolean | undefined;
  city?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  savedBy?: number | undefined;
}

const JOB_COLUMNS = [
  'j.id',
  'j.title',
  'j.description',
  'j.keywords',
  'j.salary_min',
  'j.salary_max',
  'j.salary_currency',
  'j.salary_period',
  'j.city',
  'j.state',
  'j.country',
  'j.created_by',
  'j.company_id',
  'j.is_remote',
  'j.job_type',
  'j.degree_requirements',
  'j.years_of_experience',
  'j.benefits_and_perks',
  'j.visa_sponsor',
  'j.status',
  'j.is_active',
  'j.paused_reason',
  'j.hidden_by_reports',
  'j.company_suspended',
  'j.stale_flagged_at',
  'j.held_reason',
  'j.review_cleared',
  'j.department',
  'j.closes_on',
  'j.created_at',
  'j.updated_at',
] as const;

/** The conditions of a list, shared by its page and its count. Values are bound parameters, never SQL text. */
function conditions(filters: JobFilters): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  const { scope } = filters;
  // is_active mirrors status = 'active' and is indexed with created_at and salary_max.
  if (scope.kind === 'active') where.push(sql<SqlBool>`j.is_active = 1`);
  if (scope.kind === 'own') where.push(jobPolicy.whereOwned(scope, 'j'));
  if (scope.kind === 'active-or-own') {
    where.push(sql<SqlBool>`(j.is_active = 1 or ${jobPolicy.whereOwned(scope, 'j')})`);
  }
  if (filters.created_by !== undefined) where.push(sql<SqlBool>`j.created_by = ${filters.created_by}`);
  if (filters.company !== undefined) where.push(sql<SqlBool>`j.company_id = ${filters.company}`);
  if (filters.is_active !== undefined) where.push(sql<SqlBool>`j.is_active = ${filters.is_active ? 1 : 0}`);
  if (filters.status !== undefined) where.push(sql<SqlBool>`j.status = ${filters.status}`);
  if (filters.job_type !== undefined) where.push(sql<SqlBool>`j.job_type = ${filters.job_type}`);
  if (filters.is_remote !== undefined) where.push(sql<SqlBool>`j.is_remote = ${filters.is_remote ? 1 : 0}`);
  if (filters.city !== undefined) where.push(equalsText('j.city', filters.city));
  if (filters.country !== undefined) where.push(equalsText('j.country', filters.country));
  if (filters.search !== undefined) {
    const columns = ['j.title', 'c.name', 'j.city', 'j.state', 'j.country', 'j.keywords'];
    where.push(sql<SqlBool>`(${sql.join(columns.map((column) => containsText(column, filters.search as string)), sql` or `)})`);
  }
  if (filters.savedBy !== undefined) {
    where.push(sql<SqlBool>`exists (select 1 from saved_jobs s where s.user_id = ${filters.savedBy} and s.job_id = j.id)`);
  }
  return where;
}

function fromJobs(db: Executor, filters: JobFilters | undefined) {
  const where = filters ? conditions(filters) : [];
  return db
    .selectFrom('job_profiles as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    // One row per company at most (its primary key): the record rides in the same query, no query per card.
    .leftJoin('company_reply_records as r', 'r.company_id', 'j.company_id')
    .$if(where.length > 0, (query) => query.where((eb) => eb.and(where)));
}

/** One query for the rows with their company and the reader's extras (correlated, indexed subqueries). */
function selectJobs(db: Executor, filters: JobFilters | undefined, reader: JobReader) {
  const { owner, candidateId } = reader;
  return fromJobs(db, filters)
    .select([...JOB_COLUMNS, 'c.name as company_name', 'c.logo as company_logo', 'c.verified_at as company_verified_at', 'r.response_rate as company_response_rate', 'r.median_reply_days as company_median_reply_days'])
    .$if(owner !== undefined, (query) =>
      query.select(
        sql<number | null>`case when ${owner ? jobPolicy.whereOwned(owner, 'j') : sql`false`}
          then (select count(*) from job_applications a where a.job_id = j.id and a.withdrawn_at is null) end`.as('applicants_count'),
      ),
    )
    .$if(candidateId !== undefined, (query) =>
      query.select(sql<number>`case when exists (select 1 from saved_jobs s where s.user_id = ${candidateId} and s.job_id = j.id) then 1 else 0 end`.as('is_saved')),
    );
}

type Ordered = ReturnType<typeof selectJobs>;

function ordered(query: Ordered, ordering: Exclude<JobOrdering, 'match_score' | '-match_score'>): Ordered {
  switch (ordering) {
    case 'created_at':
      return query.orderBy('j.created_at', 'asc').orderBy('j.id', 'asc');
    case '-created_at':
      return query.orderBy('j.created_at', 'desc').orderBy('j.id', 'desc');
    // Jobs without a salary come last either way, on both databases (whose defaults differ). High to low walks
    // the (is_active, salary_max) index on SQLite.
    case 'salary_max':
      return query.orderBy('j.salary_max', (order) => order.asc().nullsLast()).orderBy('j.id', 'asc');
    case '-salary_max':
      return query.orderBy('j.salary_max', (order) => order.desc().nullsLast()).orderBy('j.id', 'desc');
    case 'title':
      return query.orderBy(sql`lower(j.title)`, 'asc').orderBy('j.id', 'asc');
    case '-title':
      return query.orderBy(sql`lower(j.title)`, 'desc').orderBy('j.id', 'desc');
    // The most responsive organisations first: highest share answered in time, then the quickest; jobs without
    // a record (too few applications, or no company) last; ties newest first.
    case '-response_rate':
      return query
        .orderBy('r.response_rate', (order) => order.desc().nullsLast())
        .orderBy('r.median_reply_days', (order) => order.asc().nullsLast())
        .orderBy('j.created_at', 'desc')
        .orderBy('j.id', 'desc');
  }
}

export async function countJobs(db: Db, filters: JobFilters): Promise<number> {
  const row = await fromJobs(db, filters).select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listJobPage(
  db: Db,
  filters: JobFilters,
  reader: JobReader,
  ordering: Exclude<JobOrdering, 'match_score' | '-match_score'>,
  window: PageWindow,
): Promise<JobRow[]> {
  if (window.limit === 0) return [];
  return ordered(selectJobs(db, filters, reader), ordering).limit(window.limit).offset(window.offset).execute();
}

/** Every id the filters select, newest first: what a match-score ordering ranks before taking a page. */
export const listJobKeys = (db: Db, filters: JobFilters): Promise<{ id: number; created_at: string }[]> =>
  fromJobs(db, filters).select(['j.id', 'j.created_at']).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').execute();

/**
 * Every id the filters select with its company's reply record, in the order of '-response_rate': what a candidate's
 * 'Most responsive' list re-ranks by match score within equal records before taking a page.
 */
export const listResponsiveJobKeys = (
  db: Db,
  filters: JobFilters,
): Promise<{ id: number; response_rate: number | null; median_reply_days: number | null }[]> =>
  fromJobs(db, filters)
    .select(['j.id', 'r.response_rate', 'r.median_reply_days'])
    .orderBy('r.response_rate', (order) => order.desc().nullsLast())
    .orderBy('r.median_reply_days', (order) => order.asc().nullsLast())
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();

/** The rows of the given ids, in the order of the ids. */
export async function jobsByIds(db: Db, ids: number[], reader: JobReader): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobs(db, undefined, reader).where('j.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Job rows with their company, and no viewer extras: what the rows kept in memory hold (row-cache.ts). */
export const jobsWithCompanyByIds = preparedQuery((db: Db, ids: number[]) =>
  db
    .selectFrom('job_profiles as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .select([...JOB_COLUMNS, 'c.name as company_name', 'c.logo as company_logo', 'c.verified_at as company_verified_at'])
    .where('j.id', 'in', ids),
);

/** A company's reply record as a page reads it. */
export interface PageRecord {
  response_rate: number | null;
  median_reply_days: number | null;
}

/** The reply records of the companies of a page (one indexed read of a small table, by primary key). */
export async function replyRecordsOf(db: Db, companyIds: (number | null)[]): Promise<Map<number, PageRecord>> {
  const ids = [...new Set(companyIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('company_reply_records').select(['company_id', 'response_rate', 'median_reply_days']).where('company_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.company_id, { response_rate: row.response_rate, median_reply_days: row.median_reply_days }]));
}

/** Every job a candidate saved (a shortlist: tens of rows, not thousands). */
export const savedJobIdsOf = preparedQuery((db: Db, candidateId: number) => db.selectFrom('saved_jobs').select('job_id').where('user_id', '=', candidateId));

export const findJob = (db: Executor, id: number, reader: JobReader = {}): Promise<JobRow | undefined> =>
  selectJobs(db, undefined, reader).where('j.id', '=', id).executeTakeFirst();

// ---------------------------------------------------------------------------------------------------------------
// Writes: the job row, its job_skills kept in step with its keywords, and the change counter the matching
// indexes watch (docs/product.md section C7), all in one transaction.

type JobValuesRow = Omit<Insertable<JobProfilesTable>, 'created_at' | 'updated_at'>;

/** Catalogue ids by lowercased name or alias, for the keywords that name a known skill. */
async function catalogueIds(trx: Executor, names: string[]): Promise<Map<string, number>> {
  const keys = [...new Set(names.map(skillKey))];
  const [skills, aliases] = await Promise.all([
    trx.selectFrom('catalogue_skills').select(['id', 'name_key']).where('name_key', 'in', keys).execute(),
    trx.selectFrom('skill_aliases').select(['skill_id', 'alias_key']).where('alias_key', 'in', keys).execute(),
  ]);
  const ids = new Map(aliases.map((alias) => [alias.alias_key, alias.skill_id]));
  for (const skill of skills) ids.set(skill.name_key, skill.id);
  return ids;
}

async function syncJobSkills(trx: Transaction<Database>, jobId: number, keywords: string): Promise<void> {
  await trx.deleteFrom('job_skills').where('job_id', '=', jobId).execute();
  const names = splitCommaList(keywords);
  if (names.length === 0) return;
  const ids = await catalogueIds(trx, names);
  await trx
    .insertInto('job_skills')
    .values(names.map((name) => ({ job_id: jobId, name, skill_id: ids.get(skillKey(name)) ?? null })))
    .execute();
}

export async function insertJob(db: Db, values: JobValuesRow): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('job_profiles')
      .values({ ...values, created_at: now, updated_at: now, last_activity_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncJobSkills(trx, id, values.keywords ?? '');
    await recordChange(trx, 'job', id);
    return id;
  });
}

/** Notes activity on a job: it no longer looks abandoned, and a stale flag it carried goes. */
export async function markJobActive(db: Executor, id: number, now: string): Promise<void> {
  await db.updateTable('job_profiles').set({ last_activity_at: now, stale_flagged_at: null }).where('id', '=', id).execute();
}

export async function updateJob(db: Db, id: number, values: Updateable<JobProfilesTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_profiles')
      // An edit is activity (docs/product.md section C12); a status set by the organisation says no more why it was paused.
      .set({ ...values, updated_at: nowIso(), last_activity_at: nowIso(), stale_flagged_at: null, ...(values.status !== undefined ? { paused_reason: null } : {}) })
      .where('id', '=', id)
      .execute();
    if (values.keywords !== undefined) await syncJobSkills(trx, id, values.keywords);
    await recordChange(trx, 'job', id);
  });
}

/** Deletes the job; its skills, saves and applications go with it (foreign keys cascade). */
export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('job_profiles').where('id', '=', id).execute();
    await recordChange(trx, 'job', id);
  });
}

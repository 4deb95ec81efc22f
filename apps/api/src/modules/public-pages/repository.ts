import { JOB_TYPES, PUBLIC_PAGE_SIZE, browseMeetsVolunteerRoles, closingDayEnd, storedSalaryCurrency, storedSalaryPeriod, type BrowseQuery, type JobType, type PublicJobAnswer, type PublicVolunteerRole } from '@tandem/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsText } from '../../lib/sql-text.ts';

// Reads of the public pages, sitemap and feeds (docs/product.md section C16). Only what anyone may see: active jobs (and,
// for its own page, a paused or closed job, shown as no longer open), their organisations, nothing of any candidate.

const JOB_COLUMNS = [
  'j.id', 'j.title', 'j.description', 'j.keywords', 'j.salary_min', 'j.salary_max', 'j.salary_currency', 'j.salary_period',
  'j.city', 'j.state', 'j.country', 'j.is_remote', 'j.job_type', 'j.status', 'j.company_id', 'j.created_at', 'j.updated_at',
  'j.last_activity_at', 'j.closes_on', 'c.name as company_name', 'c.logo as company_logo', 'c.website as company_website', 'c.verified_at as company_verified_at',
  'r.response_rate', 'r.median_reply_days',
] as const;

const selectJobs = (db: Db) =>
  db
    .selectFrom('job_profiles as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .leftJoin('company_reply_records as r', 'r.company_id', 'j.company_id')
    .select(JOB_COLUMNS);

type Row = Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>;

const asJobType = (value: string): JobType => ((JOB_TYPES as readonly string[]).includes(value) ? (value as JobType) : 'full-time');
const iso = (value: string | Date): string => new Date(value).toISOString();

/**
 * A row as the public answer. It takes applications until the end of its closing day when it has one, or until
 * Tandem pauses it for want of activity (`pauseAfterMs` after the last), whichever comes first.
 */
function present(row: Row, pauseAfterMs: number): PublicJobAnswer {
  const lastActivity = new Date(row.last_activity_at ?? row.updated_at).getTime();
  const pausesAt = lastActivity + pauseAfterMs;
  const closesAt = row.closes_on ? Date.parse(closingDayEnd(row.closes_on)) : Number.POSITIVE_INFINITY;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: storedSalaryCurrency(row.salary_currency),
    salary_period: storedSalaryPeriod(row.salary_period),
    city: row.city,
    state: row.state,
    country: row.country,
    is_remote: Boolean(Number(row.is_remote)),
    job_type: asJobType(row.job_type),
    // Open only when active: any other status (paused, closed, or one added later such as held) is no longer open.
    status: row.status === 'active' ? 'active' : row.status === 'paused' ? 'paused' : 'closed',
    company: row.company_id,
    company_name: row.company_name,
    company_logo: row.company_logo,
    company_website: row.company_website || null,
    company_verified: row.company_verified_at != null,
    company_response_rate: row.response_rate == null ? null : Number(row.response_rate),
    company_median_reply_days: row.median_reply_days == null ? null : Number(row.median_reply_days),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    valid_through: new Date(Math.min(pausesAt, closesAt)).toISOString(),
  };
}

function browseConditions(query: BrowseQuery): RawBuilder<SqlBool>[] {
  // is_active rather than status: a job hidden by reports or of a suspended organisation is in no list (C20).
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`j.is_active = 1`];
  if (query.q) where.push(sql<SqlBool>`(${containsText('j.title', query.q)} or ${containsText('j.keywords', query.q)} or ${containsText('c.name', query.q)})`);
  if (query.place) where.push(sql<SqlBool>`(${containsText('j.city', query.place)} or ${containsText('j.state', query.place)} or ${containsText('j.country', query.place)})`);
  if (query.type) where.push(sql<SqlBool>`j.job_type = ${query.type}`);
  if (query.remote) where.push(sql<SqlBool>`j.is_remote = ${query.remote === 'true' ? 1 : 0}`);
  if (query.pay_min !== undefined) where.push(sql<SqlBool>`coalesce(j.salary_max, j.salary_min, 0) >= ${query.pay_min}`);
  return where;
}

/** One page of active jobs meeting the search, newest first, and how many there are. */
export async function browseJobs(db: Db, query: BrowseQuery, pauseAfterMs: number, limit = PUBLIC_PAGE_SIZE): Promise<{ count: number; results: PublicJobAnswer[] }> {
  const where = sql<SqlBool>`${sql.join(browseConditions(query), sql` and `)}`;
  const page = query.page ?? 1;
  const [counted, rows] = await Promise.all([
    db.selectFrom('job_profiles as j').leftJoin('companies as c', 'c.id', 'j.company_id').select(sql<number>`count(*)`.as('n')).where(where).executeTakeFirstOrThrow(),
    selectJobs(db).where(where).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
  ]);
  return { count: Number(counted.n), results: rows.map((row) => present(row, pauseAfterMs)) };
}

/**
 * One page of the active standalone volunteer roles meeting the search, newest first, and how many there are: the
 * same words as jobs (q in title, keywords or organisation; place in city or country; remote); none for a search
 * that rules unpaid volunteering out (another type, a minimum pay).
 */
export async function browseVolunteerRoles(db: Db, query: BrowseQuery, limit = PUBLIC_PAGE_SIZE): Promise<{ count: number; results: PublicVolunteerRole[] }> {
  if (!browseMeetsVolunteerRoles(query)) return { count: 0, results: [] };
  const where: RawBuilder<SqlBool>[] = [sql<SqlBool>`o.is_active = 1`];
  if (query.q) where.push(sql<SqlBool>`(${containsText('o.title', query.q)} or ${containsText('o.keywords', query.q)} or ${containsText('c.name', query.q)})`);
  if (query.place) where.push(sql<SqlBool>`(${containsText('o.city', query.place)} or ${containsText('o.country', query.place)})`);
  if (query.remote) where.push(sql<SqlBool>`o.is_remote = ${query.remote === 'true' ? 1 : 0}`);
  const condition = sql<SqlBool>`${sql.join(where, sql` and `)}`;
  const page = query.page ?? 1;
  const from = () => db.selectFrom('volunteer_opportunities as o').leftJoin('companies as c', 'c.id', 'o.company_id').where(condition);
  const [counted, rows] = await Promise.all([
    from().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    from()
      .select(['o.id', 'o.title', 'c.name as organisation', 'o.company_id', 'o.city', 'o.country', 'o.is_remote', 'o.time_commitment', 'o.category', 'o.created_at'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      organisation: row.organisation ?? 'An organisation on Tandem',
      company: row.company_id,
      city: row.city,
      country: row.country,
      is_remote: Boolean(Number(row.is_remote)),
      time_commitment: row.time_commitment,
      category: row.category,
      created_at: iso(row.created_at),
    })),
  };
}

/** Every active job meeting the search, newest first (the aggregators' feed takes them all). */
export async function allActiveJobs(db: Db, query: BrowseQuery, pauseAfterMs: number): Promise<PublicJobAnswer[]> {
  const rows = await selectJobs(db).where(sql<SqlBool>`${sql.join(browseConditions(query), sql` and `)}`).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').execute();
  return rows.map((row) => present(row, pauseAfterMs));
}

/**
 * A job whatever its status (a closed one still has a page saying so); undefined once deleted, while held for review,
 * and while reports hide it or its organisation is suspended (docs/product.md section C20): then it has no page at all.
 */
export async function findPublicJob(db: Db, id: number, pauseAfterMs: number): Promise<PublicJobAnswer | undefined> {
  const row = await selectJobs(db).where('j.id', '=', id).where('j.status', '!=', 'held').where('j.hidden_by_reports', '=', 0).where('j.company_suspended', '=', 0).executeTakeFirst();
  return row && present(row, pauseAfterMs);
}

export interface OrganisationRow {
  id: number;
  name: string;
  website: string;
  logo: string | null;
  verified: boolean;
  about: string;
  response_rate: number | null;
  median_reply_days: number | null;
}

export async function findOrganisation(db: Db, id: number): Promise<OrganisationRow | undefined> {
  const row = await db
    .selectFrom('companies as c')
    .leftJoin('company_reply_records as r', 'r.company_id', 'c.id')
    .leftJoin('nonprofit_profiles as n', 'n.company_id', 'c.id')
    .leftJoin('smallbiz_profiles as s', 's.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.website', 'c.logo', 'c.verified_at', 'n.mission', 's.problems_facing', 'r.response_rate', 'r.median_reply_days'])
    .where('c.id', '=', id)
    // A suspended organisation has no public page (docs/product.md section C20).
    .where('c.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    logo: row.logo,
    verified: row.verified_at != null,
    about: row.mission || '',
    response_rate: row.response_rate == null ? null : Number(row.response_rate),
    median_reply_days: row.median_reply_days == null ? null : Number(row.median_reply_days),
  };
}

export async function organisationJobs(db: Db, companyId: number, pauseAfterMs: number): Promise<PublicJobAnswer[]> {
  const rows = await selectJobs(db).where('j.company_id', '=', companyId).where('j.is_active', '=', 1).orderBy('j.created_at', 'desc').execute();
  return rows.map((row) => present(row, pauseAfterMs));
}

export const upcomingEvents = (db: Db, companyId: number, now: string) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'start_date', 'is_online', 'city'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', 1)
    .where('start_date', '>=', now.slice(0, 10))
    .orderBy('start_date')
    .limit(20)
    .execute();

/** The sitemap's addresses: every active job, and every organisation with one, with when each last changed. */
export async function sitemapEntries(db: Db): Promise<{ jobs: { id: number; updated_at: string }[]; organisations: { id: number; updated_at: string }[] }> {
  const [jobs, organisations] = await Promise.all([
    db.selectFrom('job_profiles').select(['id', 'updated_at']).where('is_active', '=', 1).orderBy('id').execute(),
    db
      .selectFrom('job_profiles as j')
      .innerJoin('companies as c', 'c.id', 'j.company_id')
      .select(['c.id', sql<string>`max(j.updated_at)`.as('updated_at')])
      .where('j.is_active', '=', 1)
      .groupBy('c.id')
      .orderBy('c.id')
      .execute(),
  ]);
  return {
    jobs: jobs.map((job) => ({ id: job.id, updated_at: iso(job.updated_at) })),
    organisations: organisations.map((organisation) => ({ id: organisation.id, updated_at: iso(organisation.updated_at) })),
  };
}

import type { SavedSearchAlert, SavedSearchQuery } from '@tandem/contract';
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { SavedSearchRow } from '../../db/schema.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import { containsPattern } from '../../lib/sql-text.ts';

const COLUMNS = ['id', 'user_id', 'name', 'search', 'search_pattern', 'location', 'job_type', 'remote', 'salary_min', 'alert', 'created_at', 'updated_at'] as const;

/** The query as columns: the search text also as its LIKE pattern, lowercased, so matching never rebuilds it. */
function queryColumns(query: SavedSearchQuery) {
  return {
    search: query.search,
    search_pattern: query.search === '' ? null : containsPattern(query.search).toLowerCase(),
    location: query.location,
    job_type: query.job_type,
    remote: query.remote ? 1 : 0,
    salary_min: query.salary_min,
  };
}

export async function countOwn(db: Executor, userId: number): Promise<number> {
  const { count } = await db.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertSavedSearch(db: Executor, userId: number, values: { name: string; query: SavedSearchQuery; alert: SavedSearchAlert }): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('saved_searches')
    .values({ user_id: userId, name: values.name, ...queryColumns(values.query), alert: values.alert, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The user's own searches, newest first: the scope is in the query. */
export async function listOwn(db: Db, userId: number, window: PageWindow): Promise<{ count: number; rows: SavedSearchRow[] }> {
  const [count, rows] = await Promise.all([
    countOwn(db, userId),
    db.selectFrom('saved_searches').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  ]);
  return { count, rows };
}

/** One of the user's own searches; anyone else's is not found. */
export const findOwn = (db: Db, userId: number, id: number): Promise<SavedSearchRow | undefined> =>
  db.selectFrom('saved_searches').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export async function updateOwn(db: Db, userId: number, id: number, change: { name?: string | undefined; alert?: SavedSearchAlert | undefined }): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set({ ...(change.name !== undefined ? { name: change.name } : {}), ...(change.alert !== undefined ? { alert: change.alert } : {}), updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What of a job a saved search is compared with: the fields the job list filters on. */
export interface AlertJob {
  id: number;
  title: string;
  keywords: string;
  city: string;
  state: string;
  country: string;
  company_id: number | null;
  company_name: string | null;
  job_type: string;
  is_remote: number;
  salary_min: number | null;
  salary_max: number | null;
}

export async function findAlertJob(db: Db, jobId: number): Promise<(AlertJob & { is_active: number }) | undefined> {
  return db
    .selectFrom('job_profiles as j')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .select(['j.id', 'j.title', 'j.keywords', 'j.city', 'j.state', 'j.country', 'j.company_id', 'c.name as company_name', 'j.job_type', 'j.is_remote', 'j.salary_min', 'j.salary_max', 'j.is_active'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

export interface MetSearch {
  id: number;
  user_id: number;
  name: string;
  alert: SavedSearchAlert;
}

/**
 * Every saved search a job meets and has not yet alerted (the alert work keeps those whose owner the job scores
 * high enough for): the job list's filters (its text in the title, company,
 * place or keywords; the city; the type; remote; and a lowest salary, met by the top of the job's range), with the
 * job's values bound as parameters against the search's columns. Searches set to 'off', and candidates who blocked
 * the job's company, are left out.
 */
export async function searchesMetBy(db: Db, job: AlertJob): Promise<MetSearch[]> {
  const lower = (value: string | null) => sql`cast(${(value ?? '').toLowerCase()} as text)`;
  const texts = [job.title, job.company_name, job.city, job.state, job.country, job.keywords];
  const searchMet = sql.join(
    texts.map((value) => sql<SqlBool>`${lower(value)} like s.search_pattern escape '\\'`),
    sql` or `,
  );
  const top = job.salary_max ?? job.salary_min;
  const rows = await db
    .selectFrom('saved_searches as s')
    .select(['s.id', 's.user_id', 's.name', 's.alert'])
    .where('s.alert', '<>', 'off')
    .where(sql<SqlBool>`(s.job_type is null or s.job_type = ${job.job_type})`)
    .where(sql<SqlBool>`(s.remote = 0 or ${job.is_remote ? 1 : 0} = 1)`)
    .where(sql<SqlBool>`(s.location = '' or lower(s.location) = ${lower(job.city)})`)
    .where(top === null ? sql<SqlBool>`s.salary_min is null` : sql<SqlBool>`(s.salary_min is null or s.salary_min <= ${top})`)
    .where(sql<SqlBool>`(s.search_pattern is null or ${searchMet})`)
    .where(sql<SqlBool>`not exists (select 1 from saved_search_alerts a where a.saved_search_id = s.id and a.job_id = ${job.id})`)
    .$if(job.company_id !== null, (query) =>
      query.where(sql<SqlBool>`not exists (select 1 from company_blocks b where b.candidate_id = s.user_id and b.company_id = ${job.company_id})`),
    )
    .execute();
  return rows.map((row) => ({ ...row, alert: row.alert as SavedSearchAlert }));
}

/** Alerts recorded per insert: 3 parameters each, well under SQLite's 32,766 bound parameters. */
const RECORD_CHUNK = 1_000;

/** Records the alerts as sent; returns the searches newly recorded (one already sent, by a racing run, is left out). */
export async function recordAlerts(db: Executor, jobId: number, searchIds: readonly number[]): Promise<Set<number>> {
  const createdAt = nowIso();
  const recorded = new Set<number>();
  for (let start = 0; start < searchIds.length; start += RECORD_CHUNK) {
    const rows = await db
      .insertInto('saved_search_alerts')
      .values(searchIds.slice(start, start + RECORD_CHUNK).map((id) => ({ saved_search_id: id, job_id: jobId, created_at: createdAt })))
      .onConflict((conflict) => conflict.columns(['saved_search_id', 'job_id']).doNothing())
      .returning('saved_search_id')
      .execute();
    for (const row of rows) recorded.add(row.saved_search_id);
  }
  return recorded;
}

/** Candidates hidden from organisations (so not in the candidate index) who still have searches that alert. */
export async function hiddenCandidatesWithAlerts(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .distinct()
    .where('u.visibility', '=', 'hidden')
    .where('s.alert', '<>', 'off')
    .execute();
  return rows.map((row) => row.user_id);
}

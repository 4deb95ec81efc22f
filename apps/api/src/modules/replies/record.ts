import { RESPONSE_RECORD } from '@tandem/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import { isPostgres } from '../../db/migrations/dialect.ts';

const DAY_MS = 86_400_000;
/** A record is computed again at least this often, as applications cross their deadline or leave the window. */
export const RECORD_REFRESH_MS = 60 * 60 * 1000;
/** Companies recomputed per statement by the scheduler's refresh. */
const REFRESH_BATCH = 200;

export interface ComputedRecord {
  company_id: number;
  applications: number;
  answered_in_time: number;
  response_rate: number | null;
  median_reply_days: number | null;
}

/** Days from applying to the reply, fractional, on either database (timestamps are ISO 8601 text in UTC). */
const replyDays = (db: Executor): RawBuilder<number> =>
  isPostgres(db)
    ? sql<number>`extract(epoch from (a.replied_at::timestamptz - a.created_at::timestamptz)) / 86400.0`
    : sql<number>`julianday(a.replied_at) - julianday(a.created_at)`;

/**
 * The applications a record counts (docs/product.md section C12): made in the last 180 days to the given
 * companies' jobs, whose reply is known: answered (in time or late), or past the deadline. Still within their
 * deadline they count for nobody yet; withdrawn before any reply they are not the organisation's to answer.
 */
const counted = (companyIds: readonly number[], now: string) => {
  const since = new Date(Date.parse(now) - RESPONSE_RECORD.windowDays * DAY_MS).toISOString();
  return sql`j.company_id in (${sql.join(companyIds)})
    and a.created_at >= ${since}
    and (a.replied_at is not null or a.reply_due_at <= ${now})
    and (a.replied_at is not null or a.withdrawn_at is null)`;
};

/**
 * The record of each given company, in two grouped statements: the counts, and the median of the answered
 * applications' reply days (the middle row, or the mean of the middle two, by window functions both databases
 * have). Companies without any counted application answer zeros.
 */
export async function computeRecords(db: Executor, companyIds: readonly number[], now: string): Promise<ComputedRecord[]> {
  if (companyIds.length === 0) return [];
  const where = counted(companyIds, now);
  const days = replyDays(db);
  const [counts, medians] = await Promise.all([
    sql<{ company_id: number; applications: number | string; answered_in_time: number | string }>`
      select j.company_id, count(*) as applications,
        sum(case when a.replied_at is not null and a.replied_at <= a.reply_due_at then 1 else 0 end) as answered_in_time
      from job_applications a inner join job_profiles j on j.id = a.job_id
      where ${where}
      group by j.company_id`.execute(db),
    sql<{ company_id: number; median: number | string }>`
      select company_id, avg(days) as median from (
        select j.company_id, ${days} as days,
          row_number() over (partition by j.company_id order by ${days}) as rn,
          count(*) over (partition by j.company_id) as n
        from job_applications a inner join job_profiles j on j.id = a.job_id
        where ${where} and a.replied_at is not null
      ) answered
      where rn in ((n + 1) / 2, (n + 2) / 2)
      group by company_id`.execute(db),
  ]);
  const countOf = new Map(counts.rows.map((row) => [Number(row.company_id), row]));
  const medianOf = new Map(medians.rows.map((row) => [Number(row.company_id), Number(row.median)]));
  return [...new Set(companyIds)].map((companyId) => {
    const row = countOf.get(companyId);
    const applications = Number(row?.applications ?? 0);
    const answered = Number(row?.answered_in_time ?? 0);
    const enough = applications >= RESPONSE_RECORD.minApplications;
    return {
      company_id: companyId,
      applications,
      answered_in_time: answered,
      response_rate: enough ? answered / applications : null,
      median_reply_days: enough ? (medianOf.get(companyId) ?? null) : null,
    };
  });
}

/** Computes the given companies' records and stores them, in one upsert. */
export async function refreshRecords(db: Executor, companyIds: readonly number[], now: string = new Date().toISOString()): Promise<void> {
  const records = await computeRecords(db, companyIds, now);
  if (records.length === 0) return;
  await db
    .insertInto('company_reply_records')
    .values(records.map((record) => ({ ...record, refreshed_at: now })))
    .onConflict((conflict) =>
      conflict.column('company_id').doUpdateSet((eb) => ({
        applications: eb.ref('excluded.applications'),
        answered_in_time: eb.ref('excluded.answered_in_time'),
        response_rate: eb.ref('excluded.response_rate'),
        median_reply_days: eb.ref('excluded.median_reply_days'),
        refreshed_at: eb.ref('excluded.refreshed_at'),
      })),
    )
    .execute();
}

/** A reply to an application of this job: its company's record is computed again at once. */
export async function refreshRecordOfJob(db: Executor, jobId: number): Promise<void> {
  const job = await db.selectFrom('job_profiles').select('company_id').where('id', '=', jobId).executeTakeFirst();
  if (job?.company_id != null) await refreshRecords(db, [job.company_id]);
}

/**
 * The scheduler's part: companies with jobs and no record yet, then records older than RECORD_REFRESH_MS (oldest
 * first), in batches until none is left. Answers how many were computed.
 */
export async function refreshDueRecords(db: Executor, now: Date = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const staleBefore = new Date(now.getTime() - RECORD_REFRESH_MS).toISOString();
  let refreshed = 0;
  for (;;) {
    const missing = await db
      .selectFrom('job_profiles as j')
      .select('j.company_id')
      .distinct()
      .where('j.company_id', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('company_reply_records as r').select('r.company_id').whereRef('r.company_id', '=', 'j.company_id'))))
      .limit(REFRESH_BATCH)
      .execute();
    const stale =
      missing.length > 0
        ? []
        : await db.selectFrom('company_reply_records').select('company_id').where('refreshed_at', '<', staleBefore).orderBy('refreshed_at').limit(REFRESH_BATCH).execute();
    const ids = [...missing, ...stale].flatMap((row) => (row.company_id === null ? [] : [row.company_id]));
    if (ids.length === 0) return refreshed;
    await refreshRecords(db, ids, nowIso);
    refreshed += ids.length;
  }
}

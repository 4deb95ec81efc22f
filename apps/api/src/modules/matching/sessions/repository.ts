import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database, MatchingSessionsTable, MatchResultsTable } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { candidateIdsVisibleTo } from '../../profile/index.ts';
import { jobPolicy, type JobOwner } from '../../jobs/index.ts';

export type SessionRow = Omit<Selectable<MatchingSessionsTable>, 'created_by' | 'error'>;
export type ResultRow = Selectable<MatchResultsTable>;

const selectSessions = (db: Db) =>
  db.selectFrom('matching_sessions').select(['id', 'status', 'progress', 'total', 'created_at', 'started_at', 'finished_at']);

export async function listSessions(db: Db, createdBy: number, window: PageWindow): Promise<{ count: number; rows: SessionRow[] }> {
  const { count } = await db
    .selectFrom('matching_sessions')
    .where('created_by', '=', createdBy)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows =
    window.limit === 0
      ? []
      : await selectSessions(db).where('created_by', '=', createdBy).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute();
  return { count: Number(count), rows };
}

export const findSession = (db: Db, id: number, createdBy: number): Promise<SessionRow | undefined> =>
  selectSessions(db).where('id', '=', id).where('created_by', '=', createdBy).executeTakeFirst();

/** Whose results a user sees: a candidate's own, or those about an organisation's jobs. */
export type ResultScope = { candidateId: number } | { owner: JobOwner };

export interface ResultFilters {
  session?: number | undefined;
  job?: number | undefined;
}

function conditions(db: Db, eb: ExpressionBuilder<Database, 'match_results'>, scope: ResultScope, filters: ResultFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] =
    'candidateId' in scope
      ? [eb('match_results.candidate_id', '=', scope.candidateId)]
      : // An organisation's results name only candidates it may see now (docs/product.md section C13).
        [eb('match_results.job_id', 'in', jobPolicy.ownJobIds(db, scope.owner)), eb('match_results.candidate_id', 'in', candidateIdsVisibleTo(db, scope.owner.companyId))];
  if (filters.session !== undefined) where.push(eb('match_results.session_id', '=', filters.session));
  if (filters.job !== undefined) where.push(eb('match_results.job_id', '=', filters.job));
  return where;
}

export async function listResults(db: Db, scope: ResultScope, filters: ResultFilters, window: PageWindow): Promise<{ count: number; rows: ResultRow[] }> {
  const { count } = await db
    .selectFrom('match_results')
    .where((eb) => eb.and(conditions(db, eb, scope, filters)))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (window.limit === 0) return { count: Number(count), rows: [] };
  const rows = await db
    .selectFrom('match_results')
    .selectAll()
    .where((eb) => eb.and(conditions(db, eb, scope, filters)))
    .orderBy('match_results.session_id', 'desc')
    .orderBy('match_results.rank')
    .orderBy('match_results.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { count: Number(count), rows };
}

export const findResult = (db: Db, scope: ResultScope, id: number): Promise<ResultRow | undefined> =>
  db
    .selectFrom('match_results')
    .selectAll()
    .where((eb) => eb.and([eb('match_results.id', '=', id), ...conditions(db, eb, scope, {})]))
    .executeTakeFirst();

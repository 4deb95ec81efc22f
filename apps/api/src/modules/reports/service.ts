import { REPORTS_TO_HIDE_JOB, TRUST_MESSAGES, type ReportAnswer, type ReportTargetType } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { recordChange, type Executor } from '../../bus/index.ts';
import type { Report, User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { nowIso } from '../../lib/time.ts';
import { findTarget } from './targets.ts';

export interface ReportValues {
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportAnswer['reason'];
  details: string;
}

export const presentReport = (row: Report): ReportAnswer => ({
  id: row.id,
  target_type: row.target_type as ReportTargetType,
  target_id: row.target_id,
  reason: row.reason as ReportAnswer['reason'],
  status: row.status as ReportAnswer['status'],
  created_at: row.created_at,
});

/**
 * A job's open reports from different people; at REPORTS_TO_HIDE_JOB it leaves every list, page, feed and ranking
 * (is_active = 0, announced on the bus) until an operator decides.
 */
async function hideIfReportedEnough(trx: Executor, jobId: number): Promise<void> {
  const counted = await trx
    .selectFrom('reports')
    .select((eb) => eb.fn.count<number>('reporter_id').distinct().as('n'))
    .where('target_type', '=', 'job')
    .where('target_id', '=', jobId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  if (Number(counted.n) < REPORTS_TO_HIDE_JOB) return;
  const hidden = await trx.updateTable('job_profiles').set({ hidden_by_reports: 1, is_active: 0 }).where('id', '=', jobId).where('hidden_by_reports', '=', 0).returning('id').executeTakeFirst();
  if (hidden) await recordChange(trx, 'job', jobId);
}

/** Files a report (docs/product.md section C20): once per person and target, never of one's own. */
export async function fileReport(app: FastifyInstance, reporter: User, values: ReportValues): Promise<ReportAnswer> {
  const target = await findTarget(app.db, reporter, values.target_type, values.target_id);
  if (!target) throw badRequest({ target_id: [TRUST_MESSAGES.unknownTarget] });
  if (target.own) throw badRequest({ target_id: [TRUST_MESSAGES.ownContent] });
  try {
    return await app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('reports')
        .values({ reporter_id: reporter.id, target_type: values.target_type, target_id: values.target_id, reason: values.reason, details: values.details, status: 'open', created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (values.target_type === 'job') await hideIfReportedEnough(trx, values.target_id);
      return presentReport(row);
    });
  } catch (error) {
    // Reported twice, even by two requests at once: the unique key decides.
    if (isUniqueViolation(error)) throw conflict(TRUST_MESSAGES.alreadyReported);
    throw error;
  }
}

import {
  TRUST_MESSAGES,
  type AdminReportAnswer,
  type ReportDecision,
  type ReportedMessage,
  type ReportStatus,
  type ReportTargetType,
} from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { recordChange, type Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { Report } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import { recordAdminAction, suspendCompany, suspendUser, type Operator } from '../admin/index.ts';

// The operator's side of reports (docs/product.md section C20). An operator sees what was reported in a line, and
// of a conversation only the reported message and its neighbours (NEIGHBOURS each side), never the rest of it.

const NEIGHBOURS = 2;
export const REMOVED_MESSAGE = 'This message was removed by a Tandem operator.';

interface Described {
  label: string | null;
  company: number | null;
  user: number | null;
  hidden: boolean;
  messages: ReportedMessage[];
}

async function messageContext(
  db: Db,
  messageId: number,
): Promise<{
  label: string | null;
  company: number | null;
  user: number | null;
  messages: ReportedMessage[];
}> {
  const reported = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('job_profiles as j', 'j.id', 'c.job_id')
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'c.company_id', 'j.title'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  if (!reported) return { label: null, company: null, user: null, messages: [] };
  const around = (direction: '<' | '>') =>
    db
      .selectFrom('messages as m')
      .leftJoin('users as u', 'u.id', 'm.sender_id')
      .leftJoin('conversations as c', 'c.id', 'm.conversation_id')
      .leftJoin('companies as co', 'co.id', 'c.company_id')
      .select([
        'm.id',
        'm.body',
        'm.created_at',
        'm.sender_side',
        'u.name as sender_name',
        'co.name as company_name',
      ])
      .where('m.conversation_id', '=', reported.conversation_id)
      .where('m.id', direction === '<' ? '<=' : '>', messageId)
      .orderBy('m.id', direction === '<' ? 'desc' : 'asc')
      .limit(direction === '<' ? NEIGHBOURS + 1 : NEIGHBOURS)
      .execute();
  const [before, after] = await Promise.all([around('<'), around('>')]);
  const rows = [...before.reverse(), ...after];
  return {
    label: `A message about ${reported.title ?? 'a job'}`,
    company: reported.company_id,
    user: reported.sender_id,
    messages: rows.map((row) => ({
      id: row.id,
      sender:
        row.sender_side === 'company'
          ? `${row.sender_name ?? 'Someone'} (${row.company_name ?? 'organisation'})`
          : `${row.sender_name ?? 'Deleted user'} (candidate)`,
      body: row.body,
      created_at: row.created_at,
      reported: row.id === messageId,
    })),
  };
}

async function describe(db: Db, type: string, id: number): Promise<Described> {
  const none: Described = { label: null, company: null, user: null, hidden: false, messages: [] };
  if (type === 'job') {
    const job = await db
      .selectFrom('job_profiles as j')
      .leftJoin('companies as c', 'c.id', 'j.company_id')
      .select(['j.title', 'j.company_id', 'j.created_by', 'j.hidden_by_reports', 'c.name as company_name'])
      .where('j.id', '=', id)
      .executeTakeFirst();
    if (!job) return none;
    return {
      label: `${job.title} · ${job.company_name ?? 'no organisation'}`,
      company: job.company_id,
      user: job.created_by,
      hidden: job.hidden_by_reports === 1,
      messages: [],
    };
  }
  if (type === 'company') {
    const company = await db.selectFrom('companies').select(['name']).where('id', '=', id).executeTakeFirst();
    return company ? { ...none, label: company.name, company: id } : none;
  }
  if (type === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['name', 'role', 'company_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return user
      ? { ...none, label: `${user.name} (${user.role})`, company: user.company_id, user: id }
      : none;
  }
  return { ...none, ...(await messageContext(db, id)) };
}

/** Reports for the console, newest first: the open ones unless another status is asked for. */
export async function reportsForAdmin(
  db: Db,
  status: ReportStatus | undefined,
  window: PageWindow,
): Promise<{ count: number; results: AdminReportAnswer[] }> {
  const wanted = status ?? 'open';
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('reports')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', '=', wanted)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .selectAll('r')
      .select(['u.name as reporter_name'])
      .select((eb) =>
        eb
          .selectFrom('reports as o')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('o.target_type', '=', 'r.target_type')
          .whereRef('o.target_id', '=', 'r.target_id')
          .where('o.status', '=', 'open')
          .as('open_reports'),
      )
      .where('r.status', '=', wanted)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  const results: AdminReportAnswer[] = [];
  for (const row of rows) {
    const target = await describe(db, row.target_type, row.target_id);
    results.push({
      id: row.id,
      target_type: row.target_type as ReportTargetType,
      target_id: row.target_id,
      target_label: target.label,
      target_company: target.company,
      target_user: target.user,
      target_hidden: target.hidden,
      reason: row.reason as AdminReportAnswer['reason'],
      details: row.details,
      status: row.status as ReportStatus,
      reporter: { id: row.reporter_id, name: row.reporter_name },
      open_reports: Number(row.open_reports ?? 0),
      messages: target.messages,
      created_at: row.created_at,
      resolved_at: row.resolved_at,
    });
  }
  return { count: Number(counted.n), results };
}

const WHAT: Record<ReportTargetType, string> = {
  job: 'job',
  company: 'organisation',
  message: 'message',
  user: 'account',
};

/** What removing takes down, in the resolution's transaction (suspensions run before it, with their own entries). */
async function takeDown(trx: Executor, report: Report): Promise<void> {
  if (report.target_type === 'job') {
    // Closed and kept hidden: its organisation reopening it does not bring it back (postings/service.ts withStatus).
    const job = await trx
      .updateTable('job_profiles')
      .set({ status: 'closed', is_active: 0, hidden_by_reports: 1, updated_at: nowIso() })
      .where('id', '=', report.target_id)
      .returning('id')
      .executeTakeFirst();
    if (job) await recordChange(trx, 'job', job.id);
  } else if (report.target_type === 'message') {
    await trx
      .updateTable('messages')
      .set({ body: REMOVED_MESSAGE })
      .where('id', '=', report.target_id)
      .execute();
  }
}

/** A dismissed job that reports had hidden comes back, unless its organisation is suspended or it is not active. */
async function unhide(trx: Executor, report: Report): Promise<void> {
  if (report.target_type !== 'job') return;
  const job = await trx
    .updateTable('job_profiles')
    .set({
      hidden_by_reports: 0,
      is_active: sql<number>`case when status = 'active' and company_suspended = 0 then 1 else 0 end`,
    })
    .where('id', '=', report.target_id)
    .where('hidden_by_reports', '=', 1)
    .returning('id')
    .executeTakeFirst();
  if (job) await recordChange(trx, 'job', job.id);
}

/**
 * Decides a report and every other open report of the same target: 'remove' closes a job, blanks a message, or
 * suspends an organisation or account; 'dismiss' leaves it (a job reports hid comes back). Each reporter hears the
 * outcome in their notifications, and the decision is in the audit log with its reason.
 */
export async function resolveReport(
  app: FastifyInstance,
  operator: Operator,
  reportId: number,
  decision: ReportDecision,
  reason: string,
): Promise<void> {
  const report = await app.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report) throw notFound();
  if (report.status !== 'open') throw conflict(TRUST_MESSAGES.alreadyResolved);
  if (decision === 'remove') {
    const suspended = async (run: () => Promise<void>) =>
      run().catch((error: unknown) => {
        // Suspended already (by an earlier decision or by hand): the report is still decided.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      });
    if (report.target_type === 'company')
      await suspended(() => suspendCompany(app, operator, report.target_id, reason));
    if (report.target_type === 'user')
      await suspended(() => suspendUser(app, operator, report.target_id, reason));
  }
  const reporters = await app.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('reports')
      .set({ status: decision === 'remove' ? 'removed' : 'dismissed', resolved_at: nowIso() })
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'open')
      .returning('reporter_id')
      .execute();
    if (decided.length === 0) throw conflict(TRUST_MESSAGES.alreadyResolved);
    if (decision === 'remove') await takeDown(trx, report);
    else await unhide(trx, report);
    await recordAdminAction(trx, operator, {
      action: `report.${decision}`,
      target_type: report.target_type,
      target_id: report.target_id,
      reason,
    });
    return decided.map((row) => row.reporter_id);
  });
  // After the commit: the notifier reads preferences on its own connection (one connection on SQLite).
  const what = WHAT[report.target_type as ReportTargetType] ?? 'content';
  await app.notifier.notify(
    app.db,
    reporters,
    decision === 'remove'
      ? {
          kind: 'report_outcome',
          title: `Your report: the ${what} was removed`,
          body: `Thank you. An operator looked at the ${what} you reported and took it down.`,
          link: '/browse',
        }
      : {
          kind: 'report_outcome',
          title: `Your report: the ${what} stays`,
          body: `Thank you. An operator looked at the ${what} you reported and found it within Tandem's rules, so it stays.`,
          link: '/browse',
        },
  );
}

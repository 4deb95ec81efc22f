import { REVIEW_MESSAGES, type HeldJobAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction, type Operator } from '../../admin/index.ts';
import { memberIdsOfCompanies } from '../../company-members/index.ts';
import { queueJobAlerts } from '../../saved-searches/index.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { reviewFingerprint } from '../postings/review-rules.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import type { Db } from '../../../db/database.ts';
import { findHeldJob, listHeldJobs, publishHeldJob, rejectHeldJob, type HeldJobRow } from './repository.ts';

// The operator's decision on a job held for review (docs/product.md section C20): publish it or reject it, with a
// reason that goes to the audit log (in the same transaction) and, in words, to the job's organisation.

const iso = (value: string | Date) => new Date(value).toISOString();

export const presentHeldJob = (row: HeldJobRow): HeldJobAnswer => ({
  id: row.id,
  title: row.title,
  description: row.description,
  job_type: row.job_type,
  salary_min: row.salary_min,
  salary_max: row.salary_max,
  salary_currency: row.salary_currency,
  salary_period: row.salary_period,
  company: row.company_id,
  company_name: row.company_name,
  held_reason: row.held_reason ?? '',
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The operators' queue: held jobs, longest waiting first, as they are answered. */
export async function heldJobsPage(db: Db, window: PageWindow): Promise<{ count: number; rows: HeldJobAnswer[] }> {
  const { count, rows } = await listHeldJobs(db, window);
  return { count, rows: rows.map(presentHeldJob) };
}

async function loadHeld(app: FastifyInstance, id: number): Promise<HeldJobRow> {
  const job = await findHeldJob(app.db, id);
  if (job) return job;
  const exists = await app.db.selectFrom('job_profiles').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound();
  throw badRequest({ non_field_errors: [REVIEW_MESSAGES.notHeld] });
}

/** Everyone in the job's organisation (its poster when it has no company). */
async function organisationOf(app: FastifyInstance, job: HeldJobRow): Promise<number[]> {
  if (job.company_id === null) return job.created_by === null ? [] : [job.created_by];
  return (await memberIdsOfCompanies(app.db, [job.company_id])).get(job.company_id) ?? [];
}

export async function publishJob(app: FastifyInstance, operator: Operator, id: number, reason: string): Promise<void> {
  const job = await loadHeld(app, id);
  const cleared = reviewFingerprint({ ...job, benefits_and_perks: job.benefits_and_perks });
  const done = await app.db.transaction().execute(async (trx) => {
    if (!(await publishHeldJob(trx, job, cleared))) return false;
    await recordAdminAction(trx, operator, { action: 'job.publish', target_type: 'job', target_id: job.id, reason });
    return true;
  });
  if (!done) throw badRequest({ non_field_errors: [REVIEW_MESSAGES.notHeld] });
  await queueJobAlerts(app, job.id);
  await app.notifier.notify(app.db, await organisationOf(app, job), {
    kind: 'job_review',
    title: `${job.title} is published`,
    body: 'An operator reviewed your job and published it: candidates can now find it and apply.',
    link: '/myjobs',
  });
}

export async function rejectJob(app: FastifyInstance, operator: Operator, id: number, reason: string): Promise<void> {
  const job = await loadHeld(app, id);
  const done = await app.db.transaction().execute(async (trx) => {
    if (!(await rejectHeldJob(trx, job.id))) return false;
    await recordAdminAction(trx, operator, { action: 'job.reject', target_type: 'job', target_id: job.id, reason });
    return true;
  });
  if (!done) throw badRequest({ non_field_errors: [REVIEW_MESSAGES.notHeld] });
  await app.notifier.notify(app.db, await organisationOf(app, job), {
    kind: 'job_review',
    title: `${job.title} was not published`,
    body: `An operator reviewed your job and did not publish it. Their reason: ${reason.replace(/[.!?]+$/, '')}. It is closed; you can edit it and post it again.`,
    link: '/myjobs',
  });
}

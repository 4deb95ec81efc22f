import { isOrganisationRole, type ReportTargetType } from '@tandem/contract';
import type { Executor } from '../../bus/index.ts';
import type { User } from '../../db/schema.ts';
import { sideOf } from '../conversations/index.ts';

// What can be reported and by whom (docs/product.md section C20): a target is known only when the reporter may see
// it (an active job, an organisation not suspended, a message of their own conversation, a person), and is one's
// own when it is their account, their organisation or its jobs, or a message their side wrote.

export interface ReportTarget {
  /** The organisation behind it (a job's, a company itself, the company side of a message's conversation). */
  companyId: number | null;
  /** The person behind it (a user, a message's sender). */
  userId: number | null;
  own: boolean;
}

const ownCompany = (reporter: User, companyId: number | null) =>
  companyId !== null && isOrganisationRole(reporter.role) && reporter.company_id === companyId;

export async function findTarget(db: Executor, reporter: User, type: ReportTargetType, id: number): Promise<ReportTarget | undefined> {
  if (type === 'job') {
    const job = await db.selectFrom('job_profiles').select(['company_id', 'created_by', 'is_active', 'hidden_by_reports']).where('id', '=', id).executeTakeFirst();
    // A job reports have hidden can still be reported by those who saw it; any other job not open is unknown.
    if (!job || (job.is_active !== 1 && job.hidden_by_reports !== 1)) return undefined;
    return { companyId: job.company_id, userId: job.created_by, own: ownCompany(reporter, job.company_id) };
  }
  if (type === 'company') {
    const company = await db.selectFrom('companies').select(['id', 'suspended_at']).where('id', '=', id).executeTakeFirst();
    if (!company || company.suspended_at !== null) return undefined;
    return { companyId: company.id, userId: null, own: ownCompany(reporter, company.id) };
  }
  if (type === 'message') {
    const message = await db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.sender_id', 'm.sender_side', 'c.candidate_id', 'c.company_id'])
      .where('m.id', '=', id)
      .executeTakeFirst();
    if (!message) return undefined;
    const side = sideOf(reporter, message);
    if (!side) return undefined;
    return { companyId: message.company_id, userId: message.sender_id, own: side === message.sender_side };
  }
  const user = await db.selectFrom('users').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  return { companyId: user.company_id, userId: user.id, own: user.id === reporter.id };
}

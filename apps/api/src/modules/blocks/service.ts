import { BLOCK_MESSAGES, type BlockAnswer } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { nowIso } from '../../lib/time.ts';
import { declinePendingFrom, tellEndedByBlock } from '../invitations/index.ts';
import { findCompany } from '../jobs/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { presentBlock } from './presenter.ts';
import { deleteBlock, insertBlock, listBlocks } from './repository.ts';

/** A page of the organisations a candidate has blocked, newest first. */
export async function blocksOf(db: Db, candidate: User, window: PageWindow) {
  const { count, rows } = await listBlocks(db, candidate.id, window);
  return { count, results: rows.map(presentBlock) };
}

/**
 * A candidate blocks a company: in one transaction the block is stored and the company's pending invitations to
 * them end as declined; then the company hears of each as of any decline without a reason. From then on the
 * company cannot invite or write to them, and its conversations leave the candidate's screens (conversations
 * and invitations ask `isBlocked` / `blockedCompanies` of modules/block-list, which this module does not import
 * back from, so the modules form no loop).
 */
export async function block(db: Db, notifier: Notifier, candidate: User, companyId: number): Promise<BlockAnswer> {
  const company = await findCompany(db, companyId);
  if (!company) throw badRequest({ company: [BLOCK_MESSAGES.unknownCompany] });
  const createdAt = nowIso();
  const ended = await db.transaction().execute(async (trx) => {
    if (!(await insertBlock(trx, candidate.id, company.id, createdAt))) return undefined;
    return declinePendingFrom(trx, company.id, candidate.id);
  });
  if (ended === undefined) throw badRequest({ company: [BLOCK_MESSAGES.alreadyBlocked] });
  await tellEndedByBlock(db, notifier, ended);
  return { company: { id: company.id, name: company.name }, created_at: createdAt };
}

/** Lifts the candidate's own block; a company they have not blocked is a 404. Ended invitations stay ended. */
export async function unblock(db: Db, candidate: User, companyId: number): Promise<void> {
  if (!(await deleteBlock(db, candidate.id, companyId))) throw notFound();
}

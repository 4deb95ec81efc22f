import type { Db } from '../../db/database.ts';

// The block list's reads, kept apart from the blocking action (modules/blocks): conversations and invitations ask
// them, while blocking itself ends invitations and looks up the company, so reading the list from `blocks` would
// make the modules a loop.

/** Whether the candidate has blocked the company. */
export async function isBlocked(db: Db, candidateId: number, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('company_blocks').select('company_id').where('candidate_id', '=', candidateId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

/** The companies a candidate has blocked, as a subquery for `where company_id not in (...)`. */
export const blockedCompanies = (db: Db, candidateId: number) => db.selectFrom('company_blocks').select('company_blocks.company_id').where('company_blocks.candidate_id', '=', candidateId);

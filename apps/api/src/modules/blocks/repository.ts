import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';

/** The candidate's blocks with each company's name, newest first. */
export async function listBlocks(db: Db, candidateId: number, window: PageWindow) {
  const [{ count }, rows] = await Promise.all([
    db.selectFrom('company_blocks').select((eb) => eb.fn.countAll<number>().as('count')).where('candidate_id', '=', candidateId).executeTakeFirstOrThrow(),
    db
      .selectFrom('company_blocks as b')
      .innerJoin('companies as co', 'co.id', 'b.company_id')
      .select(['b.company_id', 'co.name as company_name', 'b.created_at'])
      .where('b.candidate_id', '=', candidateId)
      .orderBy('b.created_at', 'desc')
      .orderBy('b.company_id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { count: Number(count), rows };
}
export type BlockRow = Awaited<ReturnType<typeof listBlocks>>['rows'][number];

/** Stores the block; false when the candidate had already blocked the company. */
export async function insertBlock(db: Executor, candidateId: number, companyId: number, createdAt = nowIso()): Promise<boolean> {
  const result = await db
    .insertInto('company_blocks')
    .values({ candidate_id: candidateId, company_id: companyId, created_at: createdAt })
    .onConflict((conflict) => conflict.columns(['candidate_id', 'company_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Removes the block; false when there was none. */
export async function deleteBlock(db: Db, candidateId: number, companyId: number): Promise<boolean> {
  const result = await db.deleteFrom('company_blocks').where('candidate_id', '=', candidateId).where('company_id', '=', companyId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

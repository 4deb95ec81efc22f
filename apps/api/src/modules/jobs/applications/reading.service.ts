import type { JobApplicationAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import type { PageWindow } from '../../../lib/pagination.ts';
import { heldMoveOf, heldMovesOf, type HeldMoveRow } from './held-moves.ts';
import type { ApplicationScope } from './policy.ts';
import { presentApplication } from './presenter.ts';
import { listApplications, type ApplicationFilters, type ApplicationRow } from './repository.ts';

// What a side reads of applications (docs/product.md sections C5 and C8): who may see which is policy.ts's
// (applicationScope, requireViewer); moving them is service.ts's. A held move is read only for the job's team,
// the only ones its answer shows it to (docs/product.md section C18).

/** A page of the applications in a scope (a candidate's own, or those to an owner's jobs), as the viewer sees them. */
export async function applicationsOf(db: Db, scope: ApplicationScope, viewer: User, filters: ApplicationFilters, window: PageWindow): Promise<{ count: number; results: JobApplicationAnswer[] }> {
  const { count, rows } = await listApplications(db, scope, filters, window);
  // One query for the whole page, and none for a candidate, who never sees a held move.
  const held = scope.kind === 'owner' ? await heldMovesOf(db, rows.map((row) => row.id)) : new Map<number, HeldMoveRow>();
  return { count, results: rows.map((row) => presentApplication(row, viewer, held.get(row.id))) };
}

/** One application as the viewer sees it, with the move held on it now (shown to the job's team only). */
export const answerApplication = async (db: Db, row: ApplicationRow, viewer: User): Promise<JobApplicationAnswer> =>
  presentApplication(row, viewer, await heldMoveOf(db, row.id));

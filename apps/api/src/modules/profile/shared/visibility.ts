import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

// Who sees a candidate (docs/product.md section C13), in SQL: 'open' candidates are seen by every organisation,
// 'applied' ones by organisations they have a relation with, 'hidden' ones by none. The setting is part of the
// profile; the matching (its stored sessions too) and invitations modules all ask it, so it lives here, below them.

/**
 * A relation between the candidate of the outer `users` row and a company: a live application to one of its
 * jobs, or an invitation of its they accepted.
 */
function relatedTo(eb: ExpressionBuilder<Database, 'users'>, companyId: number) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('job_applications as a')
        .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
        .select('a.id')
        .whereRef('a.candidate_id', '=', 'users.id')
        .where('j.company_id', '=', companyId)
        .where('a.withdrawn_at', 'is', null),
    ),
    eb.exists(
      eb
        .selectFrom('invitations as i')
        .select('i.id')
        .whereRef('i.candidate_id', '=', 'users.id')
        .where('i.company_id', '=', companyId)
        .where('i.status', '=', 'accepted'),
    ),
  ]);
}

/**
 * Candidates seen only by organisations they applied to who have a relation with this company, read from the
 * database at each ranking so an application or an acceptance counts at once. `candidateId` asks about one.
 * Read from the company's side (its jobs' live applications and its accepted invitations, by their indexes), so a
 * ranking costs as much as the company's own relations: starting from every candidate seen only where they applied
 * and asking each about the company cost a request work in proportion to all of those candidates.
 */
export async function relatedCandidates(db: Db, companyId: number, candidateId?: number): Promise<Set<number>> {
  const [applied, invited] = await Promise.all([
    db
      .selectFrom('job_profiles as j')
      .innerJoin('job_applications as a', 'a.job_id', 'j.id')
      .innerJoin('users', 'users.id', 'a.candidate_id')
      .select('users.id')
      .where('j.company_id', '=', companyId)
      .where('a.withdrawn_at', 'is', null)
      .where('users.visibility', '=', 'applied')
      .$if(candidateId !== undefined, (query) => query.where('users.id', '=', candidateId ?? 0))
      .execute(),
    db
      .selectFrom('invitations as i')
      .innerJoin('users', 'users.id', 'i.candidate_id')
      .select('users.id')
      .where('i.company_id', '=', companyId)
      .where('i.status', '=', 'accepted')
      .where('users.visibility', '=', 'applied')
      .$if(candidateId !== undefined, (query) => query.where('users.id', '=', candidateId ?? 0))
      .execute(),
  ]);
  return new Set([...applied, ...invited].map((row) => row.id));
}

/** The ids of the candidates a company may see, as a subquery for `where candidate_id in (...)`. */
export const candidateIdsVisibleTo = (db: Db, companyId: number) =>
  db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', '=', 'candidate')
    .where((eb) => eb.or([eb('users.visibility', '=', 'open'), eb.and([eb('users.visibility', '=', 'applied'), relatedTo(eb, companyId)])]));

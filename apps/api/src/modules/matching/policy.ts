import { isOrganisationRole } from '@tandem/contract';
import type { User } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { jobPolicy, type JobOwner } from '../jobs/index.ts';
import type { MatchingEngine } from './engine.ts';
import { relatedCandidates } from '../profile/index.ts';
import type { ResultScope } from './sessions/repository.ts';

/**
 * Who sees which rankings (docs/product.md sections C5 and C13). A candidate ranks active jobs and volunteer
 * opportunities for themself; an organisation ranks candidates for one of its own jobs (the jobs area's owner rule),
 * and only the candidates it may see. Sessions are started by organisations and followed by whoever started them.
 * Another's job or session is the 404 an unknown id gets. The stored sessions and results (/api/matching-sessions/,
 * /api/match-results/) are read-only: an organisation user sees the sessions they started, a candidate none; a
 * candidate sees the results about themself, an organisation user those about their organisation's jobs.
 */
export const matchingPolicy = {
  /** The owner of this job, for ranking its candidates: a 404 unless the user owns it. */
  requireJobOwner(user: User, job: { created_by: number | null; company_id: number | null } | undefined): JobOwner {
    const owner = jobPolicy.ownerOf(user);
    if (!job || !jobPolicy.ownedBy(owner, job) || !owner) throw notFound();
    return owner;
  },

  /** Sessions are the organisations' (403 for a candidate). */
  requireSessionStarter(user: User): void {
    if (user.role === 'candidate') throw forbidden();
  },

  ownsSession: (user: User, session: { created_by: number | null }): boolean => session.created_by === user.id,

  /** The user whose stored sessions are listed, or null for none (candidates). */
  sessionOwner: (user: User): number | null => (isOrganisationRole(user.role) ? user.id : null),

  /** Whose stored results the user sees, or null for none (an organisation without a company). */
  resultScope(user: User): ResultScope | null {
    if (user.role === 'candidate') return { candidateId: user.id };
    const owner = jobPolicy.ownerOf(user);
    return owner ? { owner } : null;
  },

  /** The candidates a company's rankings may show, read now (docs/product.md section C13). */
  async candidatesVisibleTo(db: Db, engine: MatchingEngine, companyId: number) {
    return engine.visibleTo(engine.hasAppliedOnly ? await relatedCandidates(db, companyId) : new Set());
  },
};

import { memberIdsOf } from '../company-members/index.ts';
import { BLOCK_MESSAGES, defaultInvitationMessage, INVITATION_MESSAGES, INVITE_ABOVE_SCORE } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { isBlocked } from '../block-list/index.ts';
import { openConversation, postMessage } from '../conversations/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { MatchingEngine } from '../matching/index.ts';
import { relatedCandidates } from '../profile/index.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { InvitationScope } from './policy.ts';
import { presentInvitation } from './presenter.ts';
import { answerInvitation, findInvitation, hasApplied, insertInvitation, listInvitations, type InvitationRow } from './repository.ts';

/** A page of the invitations in a scope (a candidate's own, or a company's; one job's with `jobId`), newest first. */
export async function invitationsOf(db: Db, scope: InvitationScope, jobId: number | undefined, window: PageWindow) {
  const { count, rows } = await listInvitations(db, scope, jobId, window);
  return { count, results: rows.map(presentInvitation) };
}

/** A candidate sharing no skill with the job scores at most 20 (docs/product.md section C14): they are not ranked for it. */

interface InvitingJob {
  id: number;
  title: string;
  status: string;
  company_id: number | null;
  company_name: string | null;
}

/**
 * An organisation invites a candidate ranked for its active job and visible to it, once: the invitation opens their conversation
 * (its message is the first one) and tells the candidate.
 */
export async function invite(db: Db, notifier: Notifier, engine: MatchingEngine, inviter: User, job: InvitingJob, candidateId: number, message: string | undefined): Promise<InvitationRow> {
  if (job.status !== 'active' || job.company_id === null) throw badRequest({ non_field_errors: [INVITATION_MESSAGES.jobNotActive] });
  await engine.sync();
  const candidate = engine.candidateInputs.get(candidateId);
  const jobInput = engine.jobInputs.get(job.id);
  // A candidate this organisation may not see (docs/product.md section C13) is refused as one it was never shown.
  const related = engine.hasAppliedOnly && (await relatedCandidates(db, job.company_id, candidateId)).has(candidateId);
  const visible = engine.rankableFor(candidateId, related);
  const [ranked] = visible && candidate && jobInput ? engine.candidates.scoreCandidates(jobInput, [candidateId]) : [];
  if (!ranked || ranked.score <= INVITE_ABOVE_SCORE) throw badRequest({ candidate: [INVITATION_MESSAGES.notRanked] });
  if (await hasApplied(db, job.id, candidateId)) throw badRequest({ candidate: [INVITATION_MESSAGES.alreadyApplied] });
  // Blocked: the words say no more than that (docs/decisions.md, 'Blocking an organisation').
  if (await isBlocked(db, candidateId, job.company_id)) throw badRequest({ candidate: [BLOCK_MESSAGES.cannotInvite] });
  const text = message || defaultInvitationMessage(job.title, job.company_name ?? 'our organisation', ranked.score);
  const id = await insertInvitation(db, { jobId: job.id, candidateId, companyId: job.company_id, invitedBy: inviter.id, message: text });
  if (id === undefined) throw badRequest({ candidate: [INVITATION_MESSAGES.alreadyInvited] });
  const conversationId = await openConversation(db, { jobId: job.id, candidateId, companyId: job.company_id });
  await postMessage(db, { conversationId, senderId: inviter.id, side: 'company', body: text });
  await notifier.notify(db, [candidateId], {
    kind: 'invitation',
    title: `${job.company_name ?? 'An organisation'} invites you to apply for ${job.title}`,
    body: 'Accept to apply with your profile, or decline.',
    link: '/applications',
  });
  return loadInvitation(db, id);
}

export async function loadInvitation(db: Db, id: number): Promise<InvitationRow> {
  const row = await findInvitation(db, id);
  if (!row) throw notFound();
  return row;
}

const companyUsers = memberIdsOf;

/** The candidate accepts: the invitation becomes an application (status applied), through the usual apply. */
export async function accept(db: Db, notifier: Notifier, row: InvitationRow, apply: () => Promise<unknown>): Promise<InvitationRow> {
  if (row.status !== 'pending') throw badRequest({ non_field_errors: [INVITATION_MESSAGES.alreadyAnswered] });
  // Applied first: if the job closed meanwhile the apply says so, and the invitation stays pending.
  await apply();
  await answerInvitation(db, row.id, 'accepted', null);
  await notifier.notify(db, await companyUsers(db, row.company_id), {
    kind: 'invitation_answered',
    title: `${row.candidate_name ?? 'A candidate'} accepted your invitation`,
    body: `They applied for ${row.job_title}.`,
    link: `/candidatelist?job=${row.job_id}`,
  });
  return loadInvitation(db, row.id);
}

/** The candidate declines, with a reason the organisation sees if they give one. */
export async function decline(db: Db, notifier: Notifier, row: InvitationRow, reason: string | undefined): Promise<InvitationRow> {
  if (row.status !== 'pending' || !(await answerInvitation(db, row.id, 'declined', reason || null))) throw badRequest({ non_field_errors: [INVITATION_MESSAGES.alreadyAnswered] });
  await tellDeclined(db, notifier, row, reason);
  return loadInvitation(db, row.id);
}

/** What the organisation hears of a decline. */
async function tellDeclined(db: Db, notifier: Notifier, row: InvitationRow, reason: string | undefined): Promise<void> {
  await notifier.notify(db, await companyUsers(db, row.company_id), {
    kind: 'invitation_answered',
    title: `${row.candidate_name ?? 'A candidate'} declined your invitation`,
    body: reason ? `${row.job_title}: “${reason}”` : `${row.job_title}: no reason given.`,
    link: `/candidatelist?job=${row.job_id}`,
  });
}

/**
 * The organisation hears of invitations a block ended (declinePendingFrom) exactly as of a decline without a
 * reason: it learns nothing more.
 */
export async function tellEndedByBlock(db: Db, notifier: Notifier, invitationIds: readonly number[]): Promise<void> {
  for (const id of invitationIds) {
    const row = await findInvitation(db, id);
    if (row) await tellDeclined(db, notifier, row, undefined);
  }
}

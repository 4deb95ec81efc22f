import {
  VOLUNTEER_INTEREST_STATUSES,
  VOLUNTEERING_MESSAGES,
  type MyVolunteerInterest,
  type VolunteerInterestAnswer,
  type VolunteerInterestStatus,
} from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { memberIdsOf } from '../../company-members/index.ts';
import { openVolunteerConversation, postMessage, volunteerConversationIds, volunteerConversationsOf } from '../../conversations/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import { opportunityPolicy } from './policy.ts';
import {
  answerInterest,
  findInterest,
  interestedPeople,
  interestsOfCandidate,
  recordInterest,
  type InterestRow,
} from './interest-repository.ts';
import type { OpportunityRanker } from './service.ts';
import { opportunityAnswer, visibleOpportunity } from './service.ts';

const toStatus = (value: string): VolunteerInterestStatus =>
  (VOLUNTEER_INTEREST_STATUSES as readonly string[]).includes(value)
    ? (value as VolunteerInterestStatus)
    : 'pending';
const roleLink = (opportunityId: number) => `/volunteer-roles/${opportunityId}`;

/**
 * Apply Now (docs/product.md section C21): the note and consent are kept, the interest gets a reply deadline like an
 * application's, and every member of the organisation is told at once (bell; e-mail as each one's settings say).
 * Asking again changes nothing and tells nobody twice.
 */
export async function expressInterest(
  db: Db,
  notifier: Notifier,
  windowMs: number,
  candidate: User,
  id: number,
  note: string,
) {
  const role = await visibleOpportunity(db, candidate, id);
  if (role.is_active !== 1) throw notFound();
  const replyDueAt = new Date(Date.now() + windowMs).toISOString();
  const text = note.trim();
  // The notifier reads preferences through its own handle, so it runs after the write rather than inside a transaction
  // (SQLite has one connection); only the call that created the interest tells anyone.
  if ((await recordInterest(db, { opportunityId: id, userId: candidate.id, note: text, replyDueAt })) === 'created' && role.company_id !== null) {
    // As an application does, Apply Now opens the conversation with the organisation; the note is its first message,
    // so both sides find it in their conversations (/chats, /messages) and either may write.
    const conversation = await openVolunteerConversation(db, { opportunityId: id, candidateId: candidate.id, companyId: role.company_id });
    if (conversation.created) await postMessage(db, { conversationId: conversation.id, senderId: candidate.id, side: 'candidate', body: text });
    await notifier.notify(db, await memberIdsOf(db, role.company_id), {
      kind: 'volunteer_interest',
      title: `${candidate.name} wants to volunteer: ${role.title}`,
      body: `"${text.slice(0, 200)}" Accept, decline kindly or write to them.`,
      link: roleLink(id),
    });
  }
  return opportunityAnswer(db, candidate, id);
}

/** The role, if this user's organisation owns it; 404 for anybody else (as if it did not exist). */
async function ownedRole(db: Db, user: User, id: number) {
  const role = await visibleOpportunity(db, user, id);
  if (!opportunityPolicy.canChange(user, role)) throw notFound();
  return role;
}

function presentInterest(row: InterestRow, score: number | null, conversation: number | null): VolunteerInterestAnswer {
  return {
    user: { id: row.user_id, name: row.name, email: row.email },
    has_resume: Number(row.has_resume) === 1,
    note: row.note,
    match_score: score,
    status: toStatus(row.status),
    decline_reason: row.decline_reason,
    reply_due_at: row.reply_due_at,
    created_at: row.created_at,
    conversation,
  };
}

/** Who is interested in the organisation's role, with how well each fits it (the matching engine's score). */
export async function interestedIn(
  db: Db,
  ranker: OpportunityRanker | undefined,
  user: User,
  id: number,
): Promise<VolunteerInterestAnswer[]> {
  await ownedRole(db, user, id);
  const rows = await interestedPeople(db, id);
  const [scores, conversations] = await Promise.all([
    Promise.all(rows.map(async (row) => (ranker ? ((await ranker(row.user_id, [id]))[0]?.score ?? null) : null))),
    volunteerConversationIds(db, id, rows.map((row) => row.user_id)),
  ]);
  return rows.map((row, index) => presentInterest(row, scores[index] ?? null, conversations.get(row.user_id) ?? null));
}

/** Accepts or declines (kindly, with an optional reason) a pending interest, and tells the candidate. */
export async function answerVolunteer(
  db: Db,
  notifier: Notifier,
  user: User,
  id: number,
  candidateId: number,
  status: 'accepted' | 'declined',
  reason: string | null,
) {
  const role = await ownedRole(db, user, id);
  if (!(await findInterest(db, id, candidateId))) throw notFound();
  if (!(await answerInterest(db, id, candidateId, status, reason)))
    throw badRequest({ non_field_errors: [VOLUNTEERING_MESSAGES.alreadyAnswered] });
  const company = role.company_name ?? 'The organisation';
  await notifier.notify(db, [candidateId], {
    kind: 'volunteer_interest_answered',
    title:
      status === 'accepted'
        ? `${company} would love your help: ${role.title}`
        : `${role.title}: thank you for offering`,
    body:
      status === 'accepted'
        ? 'You are accepted as a volunteer. Choose a shift that suits you.'
        : `${company} cannot take you on for this role this time.${reason ? ` ${reason}` : ''} Thank you for offering your time.`,
    link: '/applications',
  });
  const conversations = await volunteerConversationIds(db, id, [candidateId]);
  return presentInterest((await findInterest(db, id, candidateId)) as InterestRow, null, conversations.get(candidateId) ?? null);
}

/** The candidate's own interests, for /applications. */
export async function myInterests(db: Db, candidate: User): Promise<MyVolunteerInterest[]> {
  const [rows, conversations] = await Promise.all([interestsOfCandidate(db, candidate.id), volunteerConversationsOf(db, candidate.id)]);
  return rows.map((row) => ({
    opportunity: { id: row.id, title: row.title, company: row.company_id, company_name: row.company_name },
    note: row.note,
    status: toStatus(row.status),
    decline_reason: row.decline_reason,
    reply_due_at: row.reply_due_at,
    created_at: row.created_at,
    conversation: conversations.get(row.id) ?? null,
  }));
}

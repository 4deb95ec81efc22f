import { memberIdsOf } from '../company-members/index.ts';
import { sql } from 'kysely';
import type { Executor } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { nowIso } from '../../lib/time.ts';
import { blockedCompanies } from '../block-list/index.ts';
import type { ConversationScope, Side } from './policy.ts';

/** Opens the conversation of a candidate and a company about a job, once; answers its id either way. */
export async function openConversation(db: Executor, values: { jobId: number; candidateId: number; companyId: number }): Promise<number> {
  await db
    .insertInto('conversations')
    .values({ job_id: values.jobId, candidate_id: values.candidateId, company_id: values.companyId, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['job_id', 'candidate_id']).doNothing())
    .execute();
  const { id } = await db
    .selectFrom('conversations')
    .select('id')
    .where('job_id', '=', values.jobId)
    .where('candidate_id', '=', values.candidateId)
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Opens the conversation of a candidate and a company about a volunteer role (docs/product.md section C21), once;
 * answers its id and whether this call made it.
 */
export async function openVolunteerConversation(db: Executor, values: { opportunityId: number; candidateId: number; companyId: number }): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('conversations')
    .values({ opportunity_id: values.opportunityId, candidate_id: values.candidateId, company_id: values.companyId, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(['opportunity_id', 'candidate_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const { id } = await db
    .selectFrom('conversations')
    .select('id')
    .where('opportunity_id', '=', values.opportunityId)
    .where('candidate_id', '=', values.candidateId)
    .executeTakeFirstOrThrow();
  return { id, created: false };
}

/** The conversations about a role, by candidate (the organisation's list of who is interested links to each). */
export async function volunteerConversationIds(db: Db, opportunityId: number, candidateIds?: readonly number[]): Promise<Map<number, number>> {
  if (candidateIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversations')
    .select(['id', 'candidate_id'])
    .where('opportunity_id', '=', opportunityId)
    .$if(candidateIds !== undefined, (query) => query.where('candidate_id', 'in', candidateIds ?? []))
    .execute();
  return new Map(rows.flatMap((row) => (row.candidate_id === null ? [] : [[row.candidate_id, row.id] as const])));
}

/** A candidate's conversations about volunteer roles, by role. */
export async function volunteerConversationsOf(db: Db, candidateId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('conversations').select(['id', 'opportunity_id']).where('candidate_id', '=', candidateId).where('opportunity_id', 'is not', null).execute();
  return new Map(rows.map((row) => [row.opportunity_id as number, row.id]));
}

function withParties(db: Db) {
  return db
    .selectFrom('conversations as c')
    // About a job, or about a volunteer role (then the interest stands where an application would).
    .leftJoin('job_profiles as j', 'j.id', 'c.job_id')
    .leftJoin('volunteer_opportunities as vo', 'vo.id', 'c.opportunity_id')
    .leftJoin('volunteer_interests as vi', (join) => join.onRef('vi.opportunity_id', '=', 'c.opportunity_id').onRef('vi.user_id', '=', 'c.candidate_id'))
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('users as cand', 'cand.id', 'c.candidate_id')
    .leftJoin('job_applications as a', (join) => join.onRef('a.job_id', '=', 'c.job_id').onRef('a.candidate_id', '=', 'c.candidate_id'))
    .leftJoin('invitations as inv', (join) => join.onRef('inv.job_id', '=', 'c.job_id').onRef('inv.candidate_id', '=', 'c.candidate_id'))
    .select([
      'c.id',
      'c.job_id',
      'c.opportunity_id',
      'c.candidate_id',
      'c.company_id',
      'c.created_at',
      'c.last_message_at',
      'c.candidate_read_id',
      'c.candidate_read_at',
      'c.company_read_id',
      'c.company_read_at',
      'j.title as job_title',
      'vo.title as opportunity_title',
      'vi.status as interest_status',
      'co.name as company_name',
      'cand.name as candidate_name',
      'a.id as application_id',
      'a.status as application_status',
      'a.withdrawn_at as application_withdrawn_at',
      'inv.status as invitation_status',
    ]);
}

export const findConversation = (db: Db, id: number) => withParties(db).where('c.id', '=', id).executeTakeFirst();
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/** Latest activity: the last message, else the opening. Conversations' activity indexes (0013) are in this order. */
const activity = sql<string>`coalesce(last_message_at, created_at)`;

/**
 * The scope's conversations, newest activity first. The page's ids are chosen from `conversations` alone, along
 * its activity index, and only those rows are joined: sorting every conversation of a busy company with its
 * parties was most of the list's time (docs/performance.md, 'Conversations').
 */
export async function listConversations(db: Db, scope: ConversationScope, window: PageWindow): Promise<{ count: number; rows: ConversationRow[] }> {
  const inScope = conversationsIn(db, scope);
  const pageIds = inScope.select('id').orderBy(activity, 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset);
  const [{ count }, rows] = await Promise.all([
    inScope.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    window.limit === 0
      ? Promise.resolve([])
      : withParties(db)
          .where('c.id', 'in', pageIds)
          .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
          .orderBy('c.id', 'desc')
          .execute(),
  ]);
  return { count: Number(count), rows };
}

const MESSAGE_COLUMNS = ['m.id', 'm.conversation_id', 'm.sender_id', 'm.sender_side', 'm.body', 'm.created_at', 'u.name as sender_name'] as const;

function messages(db: Db) {
  return db.selectFrom('messages as m').leftJoin('users as u', 'u.id', 'm.sender_id');
}

export const findMessage = (db: Db, id: number) => messages(db).select(MESSAGE_COLUMNS).where('m.id', '=', id).executeTakeFirst();
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** The newest message of each conversation given. */
export async function lastMessages(db: Db, conversationIds: readonly number[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const newest = db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', 'in', conversationIds).groupBy('conversation_id');
  return messages(db).select(MESSAGE_COLUMNS).where('m.id', 'in', newest).execute();
}

/** Messages from the other side that this side has not read yet, per conversation. */
export async function unreadCounts(db: Db, conversationIds: readonly number[], side: Side): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const readColumn = side === 'candidate' ? 'c.candidate_read_id' : 'c.company_read_id';
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('m.conversation_id', 'in', conversationIds)
    .where('m.sender_side', '<>', side)
    .whereRef('m.id', '>', readColumn)
    .groupBy('m.conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
}

/** One page of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: number, window: PageWindow): Promise<{ count: number; rows: MessageRow[] }> {
  const [{ count }, rows] = await Promise.all([
    db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('count')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow(),
    // The window's ids come from the (conversation_id, id) index alone; only its messages are joined to senders.
    window.limit === 0
      ? Promise.resolve([])
      : messages(db)
          .select(MESSAGE_COLUMNS)
          .where('m.id', 'in', db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).orderBy('id').limit(window.limit).offset(window.offset))
          .orderBy('m.id')
          .execute(),
  ]);
  return { count: Number(count), rows };
}

/** Adds a message; the sender's side has read everything up to it. */
export async function insertMessage(db: Db, values: { conversationId: number; senderId: number; side: Side; body: string }): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('messages')
      .values({ conversation_id: values.conversationId, sender_id: values.senderId, sender_side: values.side, body: values.body, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set(values.side === 'candidate' ? { last_message_at: now, candidate_read_id: id, candidate_read_at: now } : { last_message_at: now, company_read_id: id, company_read_at: now })
      .where('id', '=', values.conversationId)
      .execute();
    return id;
  });
}

/** This side has read every message so far. */
export async function markConversationRead(db: Db, conversationId: number, side: Side): Promise<void> {
  const newest = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', '=', conversationId).executeTakeFirst();
  const id = Number(newest?.id ?? 0);
  const now = nowIso();
  await db
    .updateTable('conversations')
    .set(side === 'candidate' ? { candidate_read_id: id, candidate_read_at: now } : { company_read_id: id, company_read_at: now })
    .where('id', '=', conversationId)
    .execute();
}

/** Everyone on a conversation's two sides: the candidate and every user of the company. */
export async function participantsOf(db: Db, conversation: { candidate_id: number | null; company_id: number }): Promise<{ candidate: number[]; company: number[] }> {
  return { candidate: conversation.candidate_id === null ? [] : [conversation.candidate_id], company: await memberIdsOf(db, conversation.company_id) };
}

/** The scope's conversations: a candidate's (without those of companies they blocked), or a company's. */
function conversationsIn(db: Db, scope: ConversationScope) {
  return scope.side === 'candidate'
    ? db.selectFrom('conversations').where('candidate_id', '=', scope.candidateId).where('company_id', 'not in', blockedCompanies(db, scope.candidateId))
    : db.selectFrom('conversations').where('company_id', '=', scope.companyId);
}

/** The ids of the scope's conversations, as a subquery. */
const conversationIdsIn = (db: Db, scope: ConversationScope) => conversationsIn(db, scope).select('id');

/** Messages after an id in the user's conversations, oldest first (what a reconnecting stream missed). */
export function messagesAfter(db: Db, scope: ConversationScope, afterId: number, limit: number) {
  const inScope = conversationIdsIn(db, scope);
  return messages(db).select(MESSAGE_COLUMNS).where('m.conversation_id', 'in', inScope).where('m.id', '>', afterId).orderBy('m.id').limit(limit).execute();
}

export async function latestMessageId(db: Db, scope: ConversationScope): Promise<number> {
  const inScope = conversationIdsIn(db, scope);
  const row = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('id')).where('conversation_id', 'in', inScope).executeTakeFirst();
  return Number(row?.id ?? 0);
}

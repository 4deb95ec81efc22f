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

function withParties(db: Db) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('job_profiles as j', 'j.id', 'c.job_id')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('users as cand', 'cand.id', 'c.candidate_id')
    .leftJoin('job_applications as a', (join) => join.onRef('a.job_id', '=', 'c.job_id').onRef('a.candidate_id', '=', 'c.candidate_id'))
    .select([
      'c.id',
      'c.job_id',
      'c.candidate_id',
      'c.company_id',
      'c.created_at',
      'c.last_message_at',
      'c.candidate_read_id',
      'c.candidate_read_at',
      'c.company_read_id',
      'c.company_read_at',
      'j.title as job_title',
      'co.name as company_name',
      'cand.name as candidate_name',
      'a.id as application_id',
      'a.status as application_status',
      'a.withdrawn_at as application_withdrawn_at',
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
  const company = await db.selectFrom('users').select('id').where('company_id', '=', conversation.company_id).execute();
  return { candidate: conversation.candidate_id === null ? [] : [conversation.candidate_id], company: company.map((user) => user.id) };
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

// The demo data's conversations: applying opens one with the organisation (docs/product.md section C11), so every
// seeded application has its conversation, as one made through the API would; a few hold an exchange to read.
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** A message of a seeded conversation, `daysAgo` days before today at `hour` (UTC). */
export interface DemoMessage {
  side: 'candidate' | 'company';
  body: string;
  daysAgo: number;
  hour: number;
}

/**
 * The exchanges by [candidate index, job index] of the seeded applications (seed.ts's pipeline): the demo candidate's
 * interview at Brightpath, and an offer one of the other candidates is weighing. The last message of each is the
 * candidate's, unread by the organisation, so both sides have something to look at.
 */
export const DEMO_EXCHANGES: ReadonlyMap<string, readonly DemoMessage[]> = new Map([
  [
    '0:0',
    [
      { side: 'company', body: 'Thank you for applying, Alex. We liked your API work and would like to talk: would a video call on Thursday at 10.00 suit you?', daysAgo: 4, hour: 11 },
      { side: 'candidate', body: 'Thursday at 10.00 works for me. Is there anything you would like me to prepare?', daysAgo: 4, hour: 14 },
      { side: 'company', body: 'Nothing to prepare: we will walk through a service you have built and talk about the team. I will send the video link on Wednesday.', daysAgo: 3, hour: 9 },
      { side: 'candidate', body: 'Thank you, see you on Thursday.', daysAgo: 3, hour: 10 },
    ],
  ],
  [
    '1:1',
    [
      { side: 'company', body: 'We are delighted to offer you the role. The written offer follows by e-mail today; take the time you need.', daysAgo: 2, hour: 15 },
      { side: 'candidate', body: 'Thank you! Could we talk about the start date before I sign?', daysAgo: 1, hour: 9 },
    ],
  ],
]);

/**
 * Opens the conversation of a seeded application at the time it was made, with its exchange if it has one. The
 * organisation's side writes as the job's author; each side has read up to its own last message.
 */
export async function seedConversation(
  trx: Transaction<Database>,
  values: { jobId: number; candidateId: number; companyId: number | null; authorId: number | null; createdAt: string; messages: readonly DemoMessage[]; at: (daysAgo: number, hour: number) => string },
): Promise<void> {
  // As applying does: a job without an organisation has no one to talk to.
  if (values.companyId === null) return;
  const conversation = await trx
    .insertInto('conversations')
    .values({ job_id: values.jobId, candidate_id: values.candidateId, company_id: values.companyId, created_at: values.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const read = { candidate: { id: 0, at: null as string | null }, company: { id: 0, at: null as string | null } };
  for (const message of values.messages) {
    const createdAt = values.at(message.daysAgo, message.hour);
    const { id } = await trx
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: message.side === 'candidate' ? values.candidateId : values.authorId, sender_side: message.side, body: message.body, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    read[message.side] = { id, at: createdAt };
  }
  const last = values.messages.at(-1);
  if (!last) return;
  await trx
    .updateTable('conversations')
    .set({
      last_message_at: read[last.side].at,
      candidate_read_id: read.candidate.id,
      candidate_read_at: read.candidate.at,
      company_read_id: read.company.id,
      company_read_at: read.company.at,
    })
    .where('id', '=', conversation.id)
    .execute();
}

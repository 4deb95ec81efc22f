// Conversations between a candidate and a company, their messages, and invitations to apply.
import type { Generated } from 'kysely';
import type { Id } from './column-types.ts';

export interface ConversationsTable {
  id: Id;
  /** The job it is about; null when it is about a volunteer role instead (0035). */
  job_id: number | null;
  /** The volunteer role it is about (docs/product.md section C21); null for a job's. */
  opportunity_id: number | null;
  /** Null once the candidate's account is deleted: the company keeps the history under 'Deleted user'. */
  candidate_id: number | null;
  company_id: number;
  created_at: string;
  last_message_at: string | null;
  candidate_read_id: Generated<number>;
  candidate_read_at: string | null;
  company_read_id: Generated<number>;
  company_read_at: string | null;
}

export interface MessagesTable {
  id: Id;
  conversation_id: number;
  sender_id: number | null;
  /** 'candidate' or 'company': whose side wrote it, which stays when the sender's account goes. */
  sender_side: string;
  body: string;
  created_at: string;
}

export interface InvitationsTable {
  id: Id;
  job_id: number;
  candidate_id: number;
  company_id: number;
  invited_by: number | null;
  message: string;
  /** pending, accepted or declined. */
  status: string;
  decline_reason: string | null;
  created_at: string;
  answered_at: string | null;
}

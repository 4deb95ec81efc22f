import { isOrganisationRole } from '@tandem/contract';
import type { User } from '../../db/schema.ts';

// Conversations (docs/product.md section C11): the candidate, and every user of the company, are in it; anyone else gets a
// 404, as if it did not exist.

export type Side = 'candidate' | 'company';

export interface ConversationParties {
  candidate_id: number | null;
  company_id: number;
}

/** The side the user is on, or undefined for an outsider. */
export function sideOf(user: User, conversation: ConversationParties): Side | undefined {
  if (user.role === 'candidate') return conversation.candidate_id === user.id ? 'candidate' : undefined;
  if (isOrganisationRole(user.role) && user.company_id !== null && user.company_id === conversation.company_id) return 'company';
  return undefined;
}

/** The list's scope, the same rule in SQL: your own as a candidate, your company's as an organisation user. */
export type ConversationScope = { side: 'candidate'; candidateId: number } | { side: 'company'; companyId: number };

export function conversationScope(user: User): ConversationScope | undefined {
  if (user.role === 'candidate') return { side: 'candidate', candidateId: user.id };
  if (isOrganisationRole(user.role) && user.company_id !== null) return { side: 'company', companyId: user.company_id };
  return undefined;
}

import { z } from 'zod';
import { databaseId } from './shared-fields.ts';

/**
 * A candidate blocks an organisation (docs/product.md section C11): its pending invitations end as declined, it can
 * invite and write no more, and its conversations leave the candidate's screens until unblocked. The words an
 * organisation reads say only that it cannot invite or write, never that it was blocked.
 */
export const BLOCK_MESSAGES = {
  companyRequired: 'Choose an organisation to block.',
  unknownCompany: 'This organisation does not exist.',
  alreadyBlocked: 'You have already blocked this organisation.',
  cannotInvite: 'You cannot invite this candidate.',
  cannotMessage: 'You cannot message this candidate.',
} as const;

export const BlockInput = z.strictObject({
  company: databaseId(BLOCK_MESSAGES.companyRequired),
});
export type BlockInput = z.infer<typeof BlockInput>;

export const BlockAnswer = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type BlockAnswer = z.infer<typeof BlockAnswer>;

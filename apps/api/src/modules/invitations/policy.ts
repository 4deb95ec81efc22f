import { isOrganisationRole } from '@tandem/contract';
import type { User } from '../../db/schema.ts';

// Invitations (docs/product.md section C11): the invited candidate answers; every user of the inviting company sees them;
// anyone else gets a 404.

export type InvitationScope = { side: 'candidate'; candidateId: number } | { side: 'company'; companyId: number };

export function invitationScope(user: User): InvitationScope | undefined {
  if (user.role === 'candidate') return { side: 'candidate', candidateId: user.id };
  if (isOrganisationRole(user.role) && user.company_id !== null) return { side: 'company', companyId: user.company_id };
  return undefined;
}

export const canSeeInvitation = (user: User, invitation: { candidate_id: number; company_id: number }): boolean =>
  (user.role === 'candidate' && user.id === invitation.candidate_id) ||
  (isOrganisationRole(user.role) && user.company_id !== null && user.company_id === invitation.company_id);

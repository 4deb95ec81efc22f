import { isOrganisationRole } from '@tandem/contract';

/**
 * Where a signed-in user belongs (docs/product.md section 4): a candidate to /home; a recruiter, small-business owner
 * or nonprofit to /orghome, or to /addcompany while they have no company; an operator to /admin (section C20). Null for a role the page does not know.
 */
export function homePathFor(user: { role?: string | null; company?: number | null }): string | null {
  if (user.role === 'candidate') return '/home';
  if (user.role === 'admin') return '/admin';
  if (isOrganisationRole(user.role)) return user.company == null ? '/addcompany' : '/orghome';
  return null;
}

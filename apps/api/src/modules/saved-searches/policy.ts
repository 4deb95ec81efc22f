import type { User } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';

// Saved searches (docs/product.md section C12) are a candidate's own: an organisation user gets a 403; another
// candidate's search is a 404, as if it did not exist (every query is scoped by user_id).

export function requireCandidate(user: User): User {
  if (user.role !== 'candidate') throw forbidden();
  return user;
}

import { isAdminRole } from '@tandem/contract';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import { forbidden, unauthenticated } from '../../lib/http-errors.ts';

/** An operator: a user whose role is 'admin' (made only by the admin command). */
export type Operator = User & { role: 'admin' };

const isOperator = (user: User | null | undefined): user is Operator => user != null && isAdminRole(user.role);

/**
 * The one guard of every operator call (docs/product.md section C20): 401 without a session, 403 for everyone who
 * is not an operator. The role is read from the session's user, which the session cache keeps at most a second
 * (auth/session-cache.ts), so the admin command's `remove` takes effect within that.
 */
export function requireAdmin(request: FastifyRequest): Operator {
  const user = request.user;
  if (!user) throw unauthenticated();
  if (!isOperator(user)) throw forbidden();
  return user;
}

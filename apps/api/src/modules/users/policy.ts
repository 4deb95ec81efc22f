import type { FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.ts';
import { requireUser } from '../../lib/guards.ts';
import { notFound } from '../../lib/http-errors.ts';

/**
 * Who sees or changes a user record (docs/product.md section C5): only its owner. Anybody else gets the 404 an unknown
 * id gets, so that trying ids tells nobody which accounts exist.
 */
export const userPolicy = {
  /** The signed-in user when the record is theirs; 401 without a session, 404 for another's. */
  requireOwnRecord(request: FastifyRequest, id: number): User {
    const user = requireUser(request);
    if (user.id !== id) throw notFound();
    return user;
  },
};

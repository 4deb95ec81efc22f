import { ACCOUNT_MESSAGES, type ChangePasswordInput } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { endSessions } from '../auth/index.ts';
import { updateUser } from '../users/index.ts';
import { retireAccountTokens } from './tokens.ts';

/**
 * Changes the password after checking the current one; every session but the caller's ends, and every reset
 * link still out there stops working (one sent to a mailbox someone else reads must not undo the change).
 */
export async function changePassword(app: FastifyInstance, user: User, sessionToken: string, input: Required<ChangePasswordInput>): Promise<void> {
  if (!user.password_hash) throw fieldError('current_password', ACCOUNT_MESSAGES.noPasswordYet);
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw fieldError('current_password', ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  if (input.current_password === input.new_password) throw fieldError('new_password', ACCOUNT_MESSAGES.samePassword);
  await updateUser(app.db, user.id, { password_hash: await hashPassword(input.new_password) });
  await retireAccountTokens(app.db, user.id, 'password_reset');
  await endSessions(app, user.id, { exceptToken: sessionToken });
}

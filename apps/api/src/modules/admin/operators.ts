import { ADMIN_ROLE } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { USER_COLUMNS } from '../../db/columns.ts';
import { nowIso } from '../../lib/time.ts';
import { issueAccountToken } from '../account/index.ts';
import { endSessionsWith } from '../auth/index.ts';
import { findUserByEmail, insertUser } from '../users/index.ts';

// The admin command's work (docs/product.md section C20), apart from its argument parsing (cli.ts) so tests and
// the browser tests make operators exactly as a deployment does. No route calls these: no API makes an operator.

interface MadeOperator {
  user: User;
  /** The account did not exist: it was made without a password. */
  created: boolean;
  /** It was an operator already. */
  already: boolean;
  /** For a new account: the one-use token of a link to set its password (/reset-password?token=...). */
  passwordToken: string | null;
}

/** The e-mail's part before the @, as a first name for a new operator account (they can change it later). */
const nameFrom = (email: string) => (email.split('@')[0] ?? 'Operator').slice(0, 150) || 'Operator';

/**
 * Makes the account with this e-mail an operator, remembering its role so `removeOperator` gives it back; or makes
 * a new account (no password, hidden from organisations) and returns a token for a link to set its password.
 */
export async function makeOperator(db: Db, email: string): Promise<MadeOperator> {
  const address = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, address);
  if (existing) {
    if (existing.role === ADMIN_ROLE) return { user: existing, created: false, already: true, passwordToken: null };
    const user = await db
      .updateTable('users')
      .set({ role: ADMIN_ROLE, role_before_admin: existing.role, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    return { user, created: false, already: false, passwordToken: null };
  }
  const user = await insertUser(db, {
    name: nameFrom(address),
    email: address,
    password_hash: null,
    google_sub: null,
    role: ADMIN_ROLE,
    visibility: 'hidden',
  });
  return { user, created: true, already: false, passwordToken: await issueAccountToken(db, user.id, 'password_reset') };
}

/** The operators, oldest first. */
export const listOperators = (db: Db) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'role_before_admin', 'created_at']).where('role', '=', ADMIN_ROLE).orderBy('id').execute();

/**
 * Takes the operator role away: the account gets its earlier role back (a candidate's, hidden, when it was made
 * as an operator) and its sessions end, so it signs in again as what it is now. False when it was no operator.
 */
export async function removeOperator(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user || user.role !== ADMIN_ROLE) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ role: user.role_before_admin ?? 'candidate', role_before_admin: null, updated_at: nowIso() })
      .where('id', '=', user.id)
      .execute();
    // A candidate needs its profile record (insertUser makes it for candidates only).
    if (user.role_before_admin === null) {
      const profile = await trx.selectFrom('applications').select('id').where('user_id', '=', user.id).executeTakeFirst();
      if (!profile) await trx.insertInto('applications').values({ user_id: user.id, created_at: nowIso(), updated_at: nowIso() }).execute();
    }
    await endSessionsWith(trx, user.id);
  });
  return true;
}

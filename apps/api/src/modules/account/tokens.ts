import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';

export type TokenPurpose = 'password_reset' | 'verify_email';

/** How long a link works: an hour to reset a password (docs/product.md section C10), three days to confirm an address. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  verify_email: 3 * 24 * 60 * 60 * 1000,
};

// Only a hash is stored, like sessions: a copy of the database holds no working link.
const hashToken = (token: string) => hash('sha256', token, 'hex');

/** A new single-use token for the user; the clear text goes into the e-mail and nowhere else. */
export async function issueAccountToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TOKEN_LIFETIME_MS[purpose]).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Uses a token up: one conditional UPDATE, so two requests with the same link cannot both succeed. The user's
 * id, or undefined for an unknown, used or expired token.
 */
export async function consumeAccountToken(db: Db, purpose: TokenPurpose, token: string): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether a link would still work (unused and unexpired), without using it up. */
export async function accountTokenUsable(db: Db, purpose: TokenPurpose, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** Every other link of that purpose stops working (a password just reset, an address just confirmed). */
export async function retireAccountTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

import { hash, randomBytes } from 'node:crypto';
import { recordChange, type Executor } from '../../../bus/index.ts';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

// Verified organisations (docs/product.md section C20): the links sent to an address at the website's domain, kept
// as hashes (a copy of the database holds no working link), each used once, within three days.

export const VERIFY_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function issueVerification(db: Db, values: { company_id: number; user_id: number; email: string; domain: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('company_verifications')
    .values({ ...values, token_hash: hashToken(token), created_at: new Date(now).toISOString(), expires_at: new Date(now + VERIFY_LINK_LIFETIME_MS).toISOString() })
    .execute();
  return token;
}

/**
 * Uses the link up and verifies its company, in one transaction: the link's conditional UPDATE lets one request
 * through, and the company is verified only while its website is still at the domain the address proved.
 * The company's id, or undefined for an unknown, used or expired link (or a website moved since).
 */
export async function confirmVerification(db: Db, token: string, domainOf: (website: string) => string | null): Promise<number | undefined> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('company_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['company_id', 'domain'])
      .executeTakeFirst();
    if (!link) return undefined;
    const company = await trx.selectFrom('companies').select(['id', 'website']).where('id', '=', link.company_id).executeTakeFirst();
    if (!company || domainOf(company.website) !== link.domain) return undefined;
    await trx.updateTable('companies').set({ verified_domain: link.domain, verified_at: now }).where('id', '=', company.id).execute();
    // Job rows kept in memory and the public pages carry the badge: they hear of it on the bus.
    await recordChange(trx, 'company', company.id);
    return company.id;
  });
}

/**
 * Verifies a company on an operator's word (their reason is in the audit log), or takes its verification away,
 * within the operator's transaction. The domain kept is the website's, when it has one.
 */
export async function setVerified(trx: Executor, companyId: number, verified: { domain: string | null } | null): Promise<void> {
  await trx
    .updateTable('companies')
    .set(verified ? { verified_domain: verified.domain, verified_at: nowIso() } : { verified_domain: null, verified_at: null })
    .where('id', '=', companyId)
    .execute();
  await recordChange(trx, 'company', companyId);
}

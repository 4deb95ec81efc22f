import { VERIFICATION_MESSAGES, emailAtDomain, isFreeMailDomain, websiteDomain, type CompanyVerificationAnswer } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction, type Operator } from '../../admin/index.ts';
import type { Company, User } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-errors.ts';
import { organisationVerifyMail, queueMail } from '../../mail/index.ts';
import type { Db } from '../../../db/database.ts';
import { findCompany } from '../companies/repository.ts';
import { confirmVerification, issueVerification, setVerified } from './repository.ts';

// Verified organisations (docs/product.md section C20): a member types an address at the company website's domain;
// a link goes there through the mail module; following it verifies the company. A website at a public e-mail
// provider's domain, or an address there, proves nothing about an organisation and cannot verify.

/** The company whose verification is asked about, or undefined when there is none. */
export const companyToVerify = (db: Db, id: number): Promise<Company | undefined> => findCompany(db, id);

export function verificationOf(company: Pick<Company, 'website' | 'verified_domain' | 'verified_at'>): CompanyVerificationAnswer {
  return { verified: company.verified_at !== null, verified_domain: company.verified_domain, domain: websiteDomain(company.website) };
}

export async function requestVerification(app: FastifyInstance, company: Company, member: User, email: string): Promise<CompanyVerificationAnswer> {
  const domain = websiteDomain(company.website);
  if (domain === null) throw badRequest({ email: [VERIFICATION_MESSAGES.noWebsite] });
  if (isFreeMailDomain(domain)) throw badRequest({ email: [VERIFICATION_MESSAGES.freeMailWebsite] });
  const at = email.split('@').pop() ?? '';
  if (isFreeMailDomain(at)) throw badRequest({ email: [VERIFICATION_MESSAGES.freeMail] });
  if (!emailAtDomain(email, domain)) throw badRequest({ email: [VERIFICATION_MESSAGES.wrongDomain(domain)] });
  const token = await issueVerification(app.db, { company_id: company.id, user_id: member.id, email, domain });
  const url = app.mail.appUrl(`/verify-organisation?token=${encodeURIComponent(token)}`);
  await queueMail(app, { userId: null, kind: 'organisation_verify', to: email, content: organisationVerifyMail(member.name, company.name, domain, url) });
  return { ...verificationOf(company), detail: VERIFICATION_MESSAGES.sent(email) };
}

export async function verifyWithLink(app: FastifyInstance, token: string): Promise<number> {
  const companyId = await confirmVerification(app.db, token, websiteDomain);
  if (companyId === undefined) throw badRequest({ token: [VERIFICATION_MESSAGES.badLink] });
  return companyId;
}

/**
 * An operator verifies an organisation on other evidence (one without a website, or at a domain a member cannot
 * receive mail at), or takes a verification away; the reason goes to the audit log in the same transaction, and
 * every instance's pages and job rows hear of it on the bus.
 */
export async function setVerifiedByOperator(app: FastifyInstance, operator: Operator, companyId: number, verified: boolean, reason: string): Promise<void> {
  const company = await findCompany(app.db, companyId);
  if (!company) throw notFound();
  if (verified === (company.verified_at !== null)) throw conflict(verified ? VERIFICATION_MESSAGES.alreadyVerified : VERIFICATION_MESSAGES.notVerified);
  await app.db.transaction().execute(async (trx) => {
    await setVerified(trx, companyId, verified ? { domain: websiteDomain(company.website) } : null);
    await recordAdminAction(trx, operator, { action: verified ? 'company.verify' : 'company.unverify', target_type: 'company', target_id: companyId, reason });
  });
}

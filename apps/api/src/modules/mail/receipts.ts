import type { FastifyInstance } from 'fastify';
import { replyDate } from '@tandem/contract';
import { preferencesFor } from '../notification-preferences/index.ts';
import { ACCOUNT_DELETED_MAIL, queueMail } from './service.ts';
import { accountDeletedMail, applicationSentMail } from './templates.ts';
import { unsubscribeHeaders } from './unsubscribe-links.ts';

export interface SentApplication {
  candidateId: number;
  candidateName: string;
  email: string;
  jobTitle: string;
  companyName: string | null;
  replyDueAt: string | null;
}

/**
 * The candidate's receipt for an application. It follows their setting for news of their applications
 * (application_status): sent at once when that is e-mailed at once, not at all when they asked for a daily digest
 * or no e-mail (a receipt a day late says nothing the page does not).
 */
export async function queueApplicationSentMail(app: FastifyInstance, sent: SentApplication): Promise<boolean> {
  const preferences = await preferencesFor(app.db, sent.candidateId);
  if (preferences.email_frequency !== 'instant' || !preferences.kinds.application_status.email) return false;
  const links = unsubscribeHeaders(app, sent.candidateId, 'application_status');
  const job = { title: sent.jobTitle, company: sent.companyName, replyBy: sent.replyDueAt ? replyDate(sent.replyDueAt) : null, link: '/applications' };
  await queueMail(app, { userId: sent.candidateId, kind: 'application_sent', to: sent.email, content: applicationSentMail(sent.candidateName, job, app.mail.appUrl, links.pageUrl), headers: links.headers });
  return true;
}

/** Confirms a deletion to the address it belonged to; queued after the account is gone, so it names nobody's row. */
export async function queueAccountDeletedMail(app: FastifyInstance, account: { name: string; email: string }): Promise<void> {
  await queueMail(app, { userId: null, kind: ACCOUNT_DELETED_MAIL, to: account.email, content: accountDeletedMail(account.name, app.mail.appUrl('/signup')) });
}

import { heirOf, memberIdsOfCompanies } from '../company-members/index.ts';
import { DELETED_USER_NAME, PRIVACY_MESSAGES, type DeleteAccountInput } from '@tandem/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database, User } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { nowIso } from '../../lib/time.ts';
import { removeStoredImage } from '../../lib/uploads/images.ts';
import { announceRevocations, recordChange, revocationsApplied } from '../../bus/index.ts';
import { endSessionsWith } from '../auth/index.ts';
import { queueAccountDeletedMail } from '../mail/index.ts';
import { removeResumeFile } from '../profile/index.ts';

/** The password confirms; an account without one (Google only) types its own e-mail address instead. */
async function confirm(user: User, input: DeleteAccountInput): Promise<void> {
  if (user.password_hash !== null) {
    if (!input.password) throw fieldError('password', PRIVACY_MESSAGES.passwordRequired);
    if (!(await verifyPassword(user.password_hash, input.password))) throw fieldError('password', PRIVACY_MESSAGES.wrongPassword);
    return;
  }
  if ((input.email ?? '').trim().toLowerCase() !== user.email.toLowerCase()) throw fieldError('email', PRIVACY_MESSAGES.emailMismatch);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/**
 * The companies a candidate dealt with keep notifications and e-mails that name them ('New applicant: Ann
 * Lee'); their name there becomes 'Deleted user', as in the conversation. Only those companies' users' rows are
 * touched, so nobody else's text that happens to hold the same words changes.
 */
async function forgetMentions(trx: Transaction<Database>, user: User): Promise<void> {
  const companies = trx
    .selectFrom('conversations')
    .select('company_id')
    .where('candidate_id', '=', user.id)
    .union(trx.selectFrom('invitations').select('company_id').where('candidate_id', '=', user.id))
    .union(
      trx
        .selectFrom('job_applications as a')
        .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
        .select((eb) => eb.fn.coalesce('j.company_id', eb.lit(0)).as('company_id'))
        .where('a.candidate_id', '=', user.id),
    );
  const readers = [...(await memberIdsOfCompanies(trx, (await companies.execute()).map((row) => row.company_id))).values()].flat();
  if (readers.length === 0 || user.name.trim() === '') return;
  const swap = (column: string, from = user.name) => sql<string>`replace(${sql.ref(column)}, ${from}, ${DELETED_USER_NAME})`;
  await trx.updateTable('notifications').set({ title: swap('title'), body: swap('body') }).where('user_id', 'in', readers).execute();
  await trx.updateTable('mail_digest_items').set({ title: swap('title'), body: swap('body') }).where('user_id', 'in', readers).execute();
  await trx
    .updateTable('mail_outbox')
    .set({ subject: swap('subject'), text_body: swap('text_body'), html_body: sql<string>`replace(${swap('html_body')}, ${escapeHtml(user.name)}, ${escapeHtml(DELETED_USER_NAME)})` })
    .where('user_id', 'in', readers)
    .execute();
}

/**
 * Deletes an account (docs/product.md section C13) in one transaction. The user row goes, and with it (foreign
 * keys) the profile and its entries, applications and their history, invitations, saved jobs, sessions,
 * notifications, preferences, tokens and digest items; the e-mails to them are deleted too, and the companies
 * they dealt with read 'Deleted user' where their notifications and e-mails named them. What they
 * wrote to others stays: messages under 'Deleted user' (sender set null), the moves they made on applicants.
 * An organisation user's jobs stay with the company, taken over by its longest-standing other member; when
 * nobody is left, the company's open jobs close. Every instance forgets them through the bus; files on disk go
 * after the commit, and a confirmation is e-mailed to the address (its outbox row deleted once sent).
 */
export async function deleteAccount(app: FastifyInstance, uploadsDir: string, user: User, input: DeleteAccountInput): Promise<void> {
  await confirm(user, input);
  const { files, pending } = await app.db.transaction().execute(async (trx) => {
    const resume = await trx.selectFrom('resumes').select('storage_key').where('user_id', '=', user.id).executeTakeFirst();
    const changedJobs = new Set<number>();
    if (user.company_id !== null) {
      const heirId = await heirOf(trx, user.company_id, user.id);
      const heir = heirId === undefined ? undefined : { id: heirId };
      const own = await trx.selectFrom('job_profiles').select('id').where('created_by', '=', user.id).execute();
      for (const job of own) changedJobs.add(job.id);
      if (heir) {
        await trx.updateTable('job_profiles').set({ created_by: heir.id }).where('created_by', '=', user.id).where('company_id', '=', user.company_id).execute();
      } else {
        const closed = await trx
          .updateTable('job_profiles')
          .set({ status: 'closed', is_active: 0, updated_at: nowIso() })
          .where('company_id', '=', user.company_id)
          .where('status', '!=', 'closed')
          .returning('id')
          .execute();
        for (const job of closed) changedJobs.add(job.id);
      }
    }
    // companies.created_by has no foreign key: the company stays, without its creator's id.
    await trx.updateTable('companies').set({ created_by: null }).where('created_by', '=', user.id).execute();
    // E-mails to them hold their address and words; mail_outbox keeps rows by set null, so they go here.
    await trx.deleteFrom('mail_outbox').where((eb) => eb.or([eb('user_id', '=', user.id), eb(eb.fn('lower', ['to_address']), '=', user.email.toLowerCase())])).execute();
    if (user.role === 'candidate') await forgetMentions(trx, user);
    // Throttle counters kept in the database (PostgreSQL without Redis) may be keyed by the e-mail address.
    const pattern = `%${user.email.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    await trx.deleteFrom('rate_counters').where(sql<boolean>`lower(key) like ${pattern} escape '\\'`).execute();
    const sessions = await endSessionsWith(trx, user.id);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();

    const deleted = await announceRevocations(trx, [{ t: 'account-deleted', userId: user.id }]);
    if (user.role === 'candidate') await recordChange(trx, 'candidate', user.id);
    for (const jobId of changedJobs) await recordChange(trx, 'job', jobId);
    return { files: { resume: resume?.storage_key, picture: user.profile_picture }, pending: [...sessions.pending, ...deleted] };
  });
  // Answered only once no instance accepts their sessions or keeps their streams open.
  await revocationsApplied(app.db, pending);
  await removeResumeFile(uploadsDir, files.resume);
  await removeStoredImage(uploadsDir, files.picture);
  // The confirmation goes to the address the account had; its outbox row is deleted once sent.
  await queueAccountDeletedMail(app, { name: user.name, email: user.email }).catch((err: unknown) => app.log.error({ err }, 'the deletion confirmation could not be queued'));
}

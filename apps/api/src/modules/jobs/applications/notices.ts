import { APPLICATION_STATUS_LABELS, REJECTION_NOTES, type ApplicationStatus, type RejectionNoteId } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { ApplicationRow } from './repository.ts';

/** Everyone who works for the job's company: each sees the company's applicants (the creator where there is none). */
async function organisationOf(db: Db, row: ApplicationRow): Promise<number[]> {
  if (row.job_company_id === null) return row.job_created_by === null ? [] : [row.job_created_by];
  const users = await db.selectFrom('users').select('id').where('company_id', '=', row.job_company_id).execute();
  return users.map((user) => user.id);
}

const applicantsLink = (row: ApplicationRow) => `/candidatelist?job=${row.job_id}`;

/** What an application's moves tell each side (docs/product.md section C10): a title, a short body and where to act. */
export const applicationNotices = {
  async received(notifier: Notifier, db: Db, row: ApplicationRow): Promise<void> {
    await notifier.notify(db, await organisationOf(db, row), {
      kind: 'application_received',
      title: `New applicant for ${row.job_title}`,
      body: `${row.candidate_name} applied. Reply by moving them along or sending a message.`,
      link: applicantsLink(row),
    });
  },

  async moved(notifier: Notifier, db: Db, row: ApplicationRow, to: ApplicationStatus, rejectionNote?: RejectionNoteId): Promise<void> {
    const company = row.company_name ?? 'the organisation';
    const body =
      to === 'rejected'
        ? rejectionNote
          ? `${company}: ${REJECTION_NOTES[rejectionNote].text}`
          : `${company} has decided not to go ahead with your application. Thank you for applying.`
        : `${company} moved your application to ${APPLICATION_STATUS_LABELS[to]}.`;
    await notifier.notify(db, [row.candidate_id], { kind: 'application_status', title: `${row.job_title}: ${APPLICATION_STATUS_LABELS[to]}`, body, link: '/applications' });
  },

  async withdrawn(notifier: Notifier, db: Db, row: ApplicationRow): Promise<void> {
    await notifier.notify(db, await organisationOf(db, row), {
      kind: 'application_status',
      title: `Application withdrawn: ${row.job_title}`,
      body: `${row.candidate_name} withdrew their application.`,
      link: applicantsLink(row),
    });
  },
};

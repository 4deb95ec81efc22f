import { APPLICATION_STATUS_LABELS, REJECTION_NOTES, type ApplicationStatus, type RejectionNoteId } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import { memberIdsOf } from '../../company-members/index.ts';
import type { Notifier } from '../../notifications/index.ts';
import type { ApplicationRow } from './repository.ts';

/** Everyone who works for the job's company: each sees the company's applicants (the creator where there is none). */
export async function organisationOf(db: Db, row: Pick<ApplicationRow, 'job_company_id' | 'job_created_by'>): Promise<number[]> {
  if (row.job_company_id === null) return row.job_created_by === null ? [] : [row.job_created_by];
  return memberIdsOf(db, row.job_company_id);
}

const applicantsLink = (row: ApplicationRow) => `/candidatelist?job=${row.job_id}&tab=applicants`;

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
    // A sentence, as the bell shows it and the e-mail takes it for its subject.
    const title = to === 'rejected' ? `An answer about your application for ${row.job_title}` : `Your application for ${row.job_title} moved to ${APPLICATION_STATUS_LABELS[to]}`;
    await notifier.notify(db, [row.candidate_id], { kind: 'application_status', title, body, link: '/applications' });
  },

  async withdrawn(notifier: Notifier, db: Db, row: ApplicationRow): Promise<void> {
    await notifier.notify(db, await organisationOf(db, row), {
      kind: 'application_status',
      title: `${row.candidate_name} withdrew their application for ${row.job_title}`,
      body: 'Nothing more is needed from you.',
      link: applicantsLink(row),
    });
  },
};

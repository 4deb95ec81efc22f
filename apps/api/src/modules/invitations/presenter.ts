import { DELETED_USER_NAME, INVITATION_STATUSES, type InvitationAnswer, type InvitationStatus } from '@tandem/contract';
import type { InvitationRow } from './repository.ts';

const asStatus = (status: string): InvitationStatus => ((INVITATION_STATUSES as readonly string[]).includes(status) ? (status as InvitationStatus) : 'pending');

export function presentInvitation(row: InvitationRow): InvitationAnswer {
  return {
    id: row.id,
    job: { id: row.job_id, title: row.job_title, city: row.job_city, country: row.job_country, is_remote: row.job_is_remote === 1 },
    company: { id: row.company_id, name: row.company_name },
    candidate: { id: row.candidate_id, name: row.candidate_name ?? DELETED_USER_NAME },
    message: row.message,
    status: asStatus(row.status),
    decline_reason: row.decline_reason,
    created_at: row.created_at,
    answered_at: row.answered_at,
    conversation: row.conversation_id,
    application: row.application_id,
  };
}

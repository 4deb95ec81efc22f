import { DELETED_USER_NAME, INTERVIEW_STATUSES, type InterviewAnswer, type InterviewStatus } from '@tandem/contract';
import type { InterviewRow, SlotRow } from './repository.ts';

const asStatus = (status: string): InterviewStatus => ((INTERVIEW_STATUSES as readonly string[]).includes(status) ? (status as InterviewStatus) : 'proposed');
const slotAnswer = (slot: SlotRow) => ({ id: slot.id, start: slot.start_at, end: slot.end_at });

/** An interview for either side; `slots` holds every slot of it (withdrawn ones are left out of the offer). */
export function presentInterview(row: InterviewRow, slots: readonly SlotRow[]): InterviewAnswer {
  const own = slots.filter((slot) => slot.interview_id === row.id);
  const booked = row.booked_slot_id === null ? undefined : own.find((slot) => slot.id === row.booked_slot_id);
  return {
    id: row.id,
    application: row.application_id,
    job: { id: row.job_id, title: row.job_title },
    company: { id: row.job_company_id ?? 0, name: row.company_name ?? '' },
    candidate: { id: row.candidate_id, name: row.candidate_name || DELETED_USER_NAME },
    status: asStatus(row.status),
    slots: row.status === 'cancelled' ? [] : own.filter((slot) => slot.withdrawn_at === null).map(slotAnswer),
    booked_slot: row.status === 'booked' && booked ? slotAnswer(booked) : null,
    location: row.location,
    video_url: row.video_url,
    note: row.note,
    reason: row.reason,
    sequence: row.sequence,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

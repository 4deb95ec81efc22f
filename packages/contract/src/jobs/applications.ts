// Job applications (docs/product.md section C8): what applying and moving take and answer. The stages' words and
// moves are in application-words.ts.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums.ts';
import { REJECTION_NOTE_IDS } from '../replies.ts';
import { requiredOr, text } from './fields.ts';
import { JOBS_LIMITS, JOBS_MESSAGES } from './messages.ts';

export const JobApplyInput = z.object({
  note: text(JOBS_LIMITS.applicationNoteMax, { multiline: true }).optional(),
});
export type JobApplyInput = z.input<typeof JobApplyInput>;

export const JobApplicationStatusInput = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: requiredOr(JOBS_MESSAGES.applicationStatus) }),
  /** With rejected: one of REJECTION_NOTES, whose words the candidate reads in place of the plain notice. */
  rejection_note: z.enum(REJECTION_NOTE_IDS, { error: JOBS_MESSAGES.rejectionNote }).optional(),
});
export type JobApplicationStatusInput = z.input<typeof JobApplicationStatusInput>;

export const JobApplicationAnswer = z.object({
  id: z.number(),
  job: z.number(),
  job_title: z.string(),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** False once hired, rejected, withdrawn or past its reply deadline unanswered (no_reply). */
  is_open: z.boolean(),
  note: z.string(),
  applied_at: z.string(),
  updated_at: z.string(),
  withdrawn_at: z.string().nullable(),
  /** When the organisation is to have answered (applied + REPLY_WINDOW; docs/product.md section C12). */
  reply_due_at: z.string().nullable(),
  /** Its first answer (a move or a message), null while it has not answered. */
  replied_at: z.string().nullable(),
  candidate: z.object({
    id: z.number(),
    name: z.string(),
    title: z.string(),
    /** Only for the organisation that owns the job (the candidate applied to it). */
    email: z.string().optional(),
    phone_number: z.string().optional(),
    /** Beside email and phone: whether /common/resume/{id}/file/ has a résumé to give. */
    has_resume: z.boolean().optional(),
  }),
  /**
   * Only for the job's organisation: a move to Rejected or Hired confirmed and held on the server until due_at
   * (docs/product.md section C18), when it is made and the candidate told; until then the member who made it may undo it.
   */
  held_move: z
    .object({ status: z.enum(APPLICATION_STATUSES), due_at: z.string(), by: z.string(), can_undo: z.boolean() })
    .nullable()
    .optional(),
});
export type JobApplicationAnswer = z.infer<typeof JobApplicationAnswer>;

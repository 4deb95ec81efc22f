import { z } from 'zod';
import { databaseId } from './shared-fields.ts';
import { REPORT_DECISIONS, REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES, TRUST_LIMITS, TRUST_MESSAGES } from './trust-words.ts';

// Trust and safety's schemas; its roles, lists, limits and words are in trust-words.ts.

export const ReportInput = z.strictObject({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: TRUST_MESSAGES.targetType }),
  target_id: databaseId(TRUST_MESSAGES.targetId),
  reason: z.enum(REPORT_REASONS, { error: TRUST_MESSAGES.reason }),
  details: z.string({ error: TRUST_MESSAGES.details }).trim().max(TRUST_LIMITS.details, TRUST_MESSAGES.details).default(''),
});
export type ReportInput = z.input<typeof ReportInput>;

export const ReportAnswer = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type ReportAnswer = z.infer<typeof ReportAnswer>;

/** Every operator action carries a reason, kept in the audit log. */
const adminReason = z
  .string({ error: TRUST_MESSAGES.adminReason })
  .trim()
  .min(1, TRUST_MESSAGES.adminReason)
  .max(TRUST_LIMITS.reason, TRUST_MESSAGES.adminReasonLength);

export const AdminReasonInput = z.strictObject({ reason: adminReason });
export type AdminReasonInput = z.infer<typeof AdminReasonInput>;

export const ResolveReportInput = z.strictObject({
  decision: z.enum(REPORT_DECISIONS, { error: TRUST_MESSAGES.decision }),
  reason: adminReason,
});
export type ResolveReportInput = z.infer<typeof ResolveReportInput>;

/** A message shown to an operator: the reported one and its neighbours, never the whole conversation. */
export const ReportedMessage = z.object({
  id: z.number().int(),
  sender: z.string(),
  body: z.string(),
  created_at: z.string(),
  reported: z.boolean(),
});
export type ReportedMessage = z.infer<typeof ReportedMessage>;

export const AdminReportAnswer = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  /** What was reported, in a line (a job's title and organisation, a person's name); null once it is gone. */
  target_label: z.string().nullable(),
  /** The organisation behind the target, when there is one: the one to suspend. */
  target_company: z.number().int().nullable(),
  /** The person behind the target (a user, or a message's sender). */
  target_user: z.number().int().nullable(),
  /** Whether reports have hidden the job (jobs only). */
  target_hidden: z.boolean(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  /** How many open reports the same target has, from different people. */
  open_reports: z.number().int(),
  /** For a reported message: it and its neighbours. */
  messages: z.array(ReportedMessage),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type AdminReportAnswer = z.infer<typeof AdminReportAnswer>;

export const AdminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
});

export const AuditEntryAnswer = z.object({
  id: z.number().int(),
  /** The operator, by e-mail at the time of the action. */
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type AuditEntryAnswer = z.infer<typeof AuditEntryAnswer>;

export const AdminSearchQuery = z.object({
  q: z.string().trim().max(TRUST_LIMITS.search).optional(),
});

export const AdminUserAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  company: z.number().int().nullable(),
  suspended_at: z.string().nullable(),
});
export type AdminUserAnswer = z.infer<typeof AdminUserAnswer>;

export const AdminCompanyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  members: z.number().int(),
  active_jobs: z.number().int(),
  suspended_at: z.string().nullable(),
  /** When the organisation was verified (by a member's link or by an operator), or null. */
  verified_at: z.string().nullable(),
});
export type AdminCompanyAnswer = z.infer<typeof AdminCompanyAnswer>;

// Trust and safety's words, lists and limits, without zod: the sign-in screens word a suspension with TRUST_MESSAGES on
// their first load, and a module that builds a schema brings zod (about 23 KB gzip) with it. The schemas are in trust.ts.

/**
 * Trust and safety (docs/product.md section C20): the operator (role `admin`, made only from the command line),
 * reports anyone signed in can make, suspensions, and the audit log of every operator action.
 */

/** The operator's role. Never in ROLES, so no signup form or API can ask for it. */
export const ADMIN_ROLE = 'admin' as const;
export const isAdminRole = (role: string | null | undefined): boolean => role === ADMIN_ROLE;

export const REPORT_TARGET_TYPES = ['job', 'company', 'message', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['scam', 'fee', 'discrimination', 'fake', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'A scam',
  fee: 'Asks for a fee or payment',
  discrimination: 'Discriminates against people',
  fake: 'Fake or misleading',
  offensive: 'Offensive or abusive',
  other: 'Something else',
};
export const REPORT_DECISIONS = ['remove', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const REPORT_STATUSES = ['open', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Reports from this many different people hide a job until an operator decides. */
export const REPORTS_TO_HIDE_JOB = 3;

export const TRUST_LIMITS = { details: 2000, reason: 1000, search: 200 } as const;

export const TRUST_MESSAGES = {
  targetType: 'Choose what you are reporting: a job, an organisation, a message or a person.',
  targetId: 'Say which one you are reporting.',
  reason: 'Choose a reason.',
  details: `Keep the details under ${TRUST_LIMITS.details} characters.`,
  unknownTarget: 'That no longer exists, or you cannot see it.',
  alreadyReported: 'You have already reported this. An operator will look at it.',
  ownContent: 'You cannot report your own account, organisation, jobs or messages.',
  reported: 'Thank you. An operator will look at your report; you will hear the outcome in your notifications.',
  adminReason: 'Give a reason: it is kept in the audit log.',
  adminReasonLength: `Keep the reason under ${TRUST_LIMITS.reason} characters.`,
  decision: 'Choose remove or dismiss.',
  alreadyResolved: 'This report has already been decided.',
  cannotSuspendOperator: 'Operators cannot be suspended here: remove their operator role with the admin command first.',
  alreadySuspended: 'Already suspended.',
  notSuspended: 'Not suspended.',
  suspendedSignIn: 'This account is suspended. If you think this is a mistake, write to the Tandem team.',
  organisationSuspendedSignIn: 'Your organisation is suspended, so its members cannot sign in. If you think this is a mistake, write to the Tandem team.',
} as const;

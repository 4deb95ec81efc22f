import type { NotificationKind } from '@tandem/contract';
import type { QueryClient } from '@tanstack/react-query';

// A notification says something changed that other screens show: the bell learns of it live, and so must they
// (a stage move on /applications, an accepted invitation's 'Applicants (n)', a paused job on /myjobs). Each kind
// names the query roots whose screens show what it is about; invalidating refetches only the queries a screen has
// mounted, and marks the rest stale for their next visit. The roots are the features' query-key roots (their keys.ts
// files), written out here because a feature may not reach into another's internals.
const ROOTS_BY_KIND: Record<NotificationKind, readonly string[]> = {
  application_received: ['candidates', 'job-posts', 'org-dashboard'],
  application_status: ['applications', 'candidate-home'],
  message: [],
  invitation: ['invitations', 'applications', 'conversations', 'candidate-home'],
  invitation_answered: ['invitations', 'candidates', 'job-posts', 'org-dashboard', 'conversations'],
  saved_search_match: [],
  reply_due: ['org-dashboard', 'candidates'],
  application_no_reply: ['applications', 'conversations', 'candidate-home'],
  job_stale: ['job-posts', 'org-dashboard'],
  job_auto_paused: ['job-posts', 'org-dashboard'],
  interview: ['interviews', 'applications', 'candidates', 'org-dashboard', 'candidate-home'],
  interview_reminder: [],
  volunteer_interest: ['volunteering', 'volunteer', 'conversations'],
  volunteer_interest_answered: ['volunteering', 'volunteer', 'applications'],
  event_reminder: [],
  volunteer_shift: ['volunteering'],
  report_outcome: [],
  job_review: ['job-posts', 'org-dashboard'],
};

/** Refetches what the screens on show hold about a notification's subject. */
export function refreshScreensFor(client: QueryClient, kind: string): void {
  const roots = (ROOTS_BY_KIND as Record<string, readonly string[] | undefined>)[kind] ?? [];
  for (const root of roots) void client.invalidateQueries({ queryKey: [root] });
}

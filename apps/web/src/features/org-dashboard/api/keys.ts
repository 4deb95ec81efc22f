import type { OrgDashboardPeriod } from '@tandem/contract';

/**
 * Query keys of the organisation dashboard. The first part, 'org-dashboard', is what other screens invalidate
 * after a change the figures count (a job's status, an applicant's stage).
 */
export const orgDashboardKeys = {
  all: ['org-dashboard'] as const,
  summary: (period: OrgDashboardPeriod) => [...orgDashboardKeys.all, 'summary', period] as const,
  events: () => [...orgDashboardKeys.all, 'events'] as const,
  upcomingEvents: (filters: { mine: boolean; offset: number }) => [...orgDashboardKeys.events(), 'upcoming', filters] as const,
  ownEvents: (offset: number) => [...orgDashboardKeys.events(), 'own', offset] as const,
  resources: () => [...orgDashboardKeys.all, 'resources'] as const,
  resourceList: (filters: { mine: boolean; offset: number }) => [...orgDashboardKeys.resources(), filters] as const,
  opportunities: () => [...orgDashboardKeys.all, 'opportunities'] as const,
  awaitingReply: () => [...orgDashboardKeys.all, 'awaiting-reply'] as const,
  ownOpportunities: (offset: number) => [...orgDashboardKeys.opportunities(), offset] as const,
};

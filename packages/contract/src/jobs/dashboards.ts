// The candidate's and the organisation's dashboards.
import { z } from 'zod';

export const JobSearchStatsAnswer = z.object({ applications: z.number(), screens: z.number(), interviews: z.number(), offers: z.number() });
export type JobSearchStatsAnswer = z.infer<typeof JobSearchStatsAnswer>;

export const ACTIVITY_KINDS = ['applied', 'status_changed', 'withdrawn'] as const;

export const RecentActivityAnswer = z.object({
  id: z.number(),
  kind: z.string(),
  summary: z.string(),
  job: z.number().nullable(),
  created_at: z.string(),
});
export type RecentActivityAnswer = z.infer<typeof RecentActivityAnswer>;

export const ORG_DASHBOARD_PERIODS = ['7d', '30d', 'month', 'year'] as const;
export type OrgDashboardPeriod = (typeof ORG_DASHBOARD_PERIODS)[number];
export const ORG_DASHBOARD_PERIOD_LABELS: Record<OrgDashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  year: 'This year',
};

export const RecentCandidateAnswer = z.object({
  application_id: z.number(),
  candidate_id: z.number(),
  name: z.string(),
  title: z.string(),
  job_title: z.string(),
  status: z.string(),
  applied_at: z.string(),
});

export const OrgDashboardAnswer = z.object({
  period: z.enum(ORG_DASHBOARD_PERIODS),
  since: z.string(),
  active_jobs: z.number(),
  new_applicants: z.number(),
  interviews: z.number(),
  hired: z.number(),
  recent_candidates: z.array(RecentCandidateAnswer),
});
export type OrgDashboardAnswer = z.infer<typeof OrgDashboardAnswer>;

// The candidate's and the organisation's dashboards (the organisation's periods and their names are in dashboard-words.ts).
import { z } from 'zod';
import { ORG_DASHBOARD_PERIODS } from './dashboard-words.ts';

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

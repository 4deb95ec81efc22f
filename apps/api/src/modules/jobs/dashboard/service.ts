import { JOBS_LIMITS, type OrgDashboardAnswer, type OrgDashboardPeriod } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { jobPolicy } from '../postings/policy.ts';
import { activeJobCount, candidateStats, pipelineCounts, recentActivity, recentCandidates } from './repository.ts';

/** A candidate's application figures over the last `days` days. */
export const candidateStatsOver = (db: Db, candidateId: number, days: number) =>
  candidateStats(db, candidateId, new Date(Date.now() - days * 86_400_000).toISOString());

/** A person's latest activities (applied, status_changed, withdrawn), newest first. */
export async function recentActivityOf(db: Db, userId: number) {
  const rows = await recentActivity(db, userId, JOBS_LIMITS.recentActivity);
  return rows.map((row) => ({ id: row.id, kind: row.kind, summary: row.summary, job: row.job_id, created_at: row.created_at }));
}

const DAY_MS = 86_400_000;

/**
 * The start of a dashboard period, in UTC: the last 7 or 30 days (rolling), or since the first day of this
 * calendar month or year.
 */
export function periodStart(period: OrgDashboardPeriod, now: Date = new Date()): Date {
  switch (period) {
    case '7d':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'year':
      return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  }
}

/** The organisation dashboard: active jobs now; applicants, interviews and hires in the period; latest applicants. */
export async function organisationDashboard(db: Db, user: User, period: OrgDashboardPeriod): Promise<OrgDashboardAnswer> {
  const since = periodStart(period).toISOString();
  const owner = jobPolicy.ownerOf(user);
  if (!owner) return { period, since, active_jobs: 0, new_applicants: 0, interviews: 0, hired: 0, recent_candidates: [] };
  const [activeJobs, counts, recent] = await Promise.all([
    activeJobCount(db, owner),
    pipelineCounts(db, owner, since),
    recentCandidates(db, owner, JOBS_LIMITS.recentCandidates),
  ]);
  return { period, since, active_jobs: activeJobs, ...counts, recent_candidates: recent };
}

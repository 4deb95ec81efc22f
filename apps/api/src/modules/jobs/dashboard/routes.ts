import {
  JOBS_LIMITS,
  JOBS_MESSAGES,
  JobSearchStatsAnswer,
  LIMITS,
  ORG_DASHBOARD_PERIODS,
  ORGANISATION_ROLES,
  OrgDashboardAnswer,
  RecentActivityAnswer,
} from '@tandem/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCandidate, requireRole, requireUser } from '../../../lib/guards.ts';
import { Detail, FieldErrors } from '../../../lib/schemas.ts';
import { listQuery } from '../common/schemas.ts';
import { candidateStatsOver, organisationDashboard, recentActivityOf } from './service.ts';

const tags = ['dashboards'];
const { statsDaysMin: MIN, statsDaysMax: MAX } = JOBS_LIMITS;
const daysMessage = `Ensure days is a whole number from ${MIN} to ${MAX}.`;

const StatsQuery = listQuery({
  days: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value),
    z.number({ error: daysMessage }).int(daysMessage).min(MIN, daysMessage).max(MAX, daysMessage).default(LIMITS.jobSearchStatsDays),
  ),
});
const OrgQuery = listQuery({ period: z.enum(ORG_DASHBOARD_PERIODS, { error: JOBS_MESSAGES.period }).default('7d') });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/dashboard/job-search-stats/',
    {
      schema: {
        tags,
        summary: 'My Job Search (candidates): applications made, applications screened or interviewed, and offers or hires, in the last `days` (1 to 366, default 30).',
        querystring: StatsQuery,
        response: { 200: JobSearchStatsAnswer, 400: FieldErrors, 401: Detail, 403: Detail },
      },
    },
    async (request) => candidateStatsOver(app.db, requireCandidate(request).id, request.query.days),
  );

  app.get(
    '/users/dashboard/recent-activity/',
    {
      schema: {
        tags,
        summary: `Your latest ${JOBS_LIMITS.recentActivity} activities (applied, status_changed, withdrawn), newest first.`,
        response: { 200: z.array(RecentActivityAnswer), 401: Detail },
      },
    },
    async (request) => recentActivityOf(app.db, requireUser(request).id),
  );

  app.get(
    '/org/dashboard/',
    {
      schema: {
        tags,
        summary: "The organisation dashboard: active jobs now; new applicants, interviews and hires in the period (7d, 30d, month, year; default 7d); the latest 5 applicants.",
        querystring: OrgQuery,
        response: { 200: OrgDashboardAnswer, 400: FieldErrors, 401: Detail, 403: Detail },
      },
    },
    async (request) => organisationDashboard(app.db, requireRole(request, ORGANISATION_ROLES), request.query.period),
  );
};

// The organisation dashboard's periods and their names, which /orghome shows on its first screen: words only, so that
// screen's first load carries no zod (the answers' schemas are in dashboards.ts).

export const ORG_DASHBOARD_PERIODS = ['7d', '30d', 'month', 'year'] as const;
export type OrgDashboardPeriod = (typeof ORG_DASHBOARD_PERIODS)[number];
export const ORG_DASHBOARD_PERIOD_LABELS: Record<OrgDashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  year: 'This year',
};

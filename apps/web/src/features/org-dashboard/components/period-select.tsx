import { ORG_DASHBOARD_PERIOD_LABELS, ORG_DASHBOARD_PERIODS } from '@tandem/contract';
import type { OrgDashboardPeriod } from '@tandem/contract';
import { Select } from '../../../components/ui/select';

const OPTIONS = ORG_DASHBOARD_PERIODS.map((period) => ({ value: period, label: ORG_DASHBOARD_PERIOD_LABELS[period] }));

/** Last 7 days, Last 30 days, This month, This year. */
export function PeriodSelect({ value, onChange }: { value: OrgDashboardPeriod; onChange: (period: OrgDashboardPeriod) => void }) {
  return (
    <div className="w-44">
      <Select
        aria-label="Period"
        value={value}
        options={OPTIONS}
        onChange={(event) => onChange(event.target.value as OrgDashboardPeriod)}
      />
    </div>
  );
}

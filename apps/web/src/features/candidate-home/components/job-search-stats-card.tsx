import { LIMITS } from '@tandem/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { ZERO_STATS, useJobSearchStats } from '../api/get-job-search-stats';
import { HomeCard } from './home-card';

/** Applications, screens, interviews booked and offers in the last 30 days; zeros when the figures cannot be read (docs/product.md section 8). */
export function JobSearchStatsCard() {
  const stats = useJobSearchStats();
  const figures = stats.data ?? ZERO_STATS;
  const items = [
    { label: 'Applications', value: figures.applications },
    { label: 'Screens', value: figures.screens },
    { label: 'Interviews', value: figures.interviews },
    { label: 'Offers', value: figures.offers },
  ];
  return (
    <HomeCard title="My Job Search">
      <p className="-mt-2 mb-4 text-sm text-slate-700">Last {LIMITS.jobSearchStatsDays} days</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg bg-slate-50 p-3 text-center">
            <dt className="text-xs font-medium text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {stats.isPending ? <Skeleton className="mx-auto h-7 w-8" /> : item.value}
            </dd>
          </div>
        ))}
      </dl>
    </HomeCard>
  );
}

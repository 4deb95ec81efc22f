import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRelative } from '../../../lib/dates';
import { useRecentActivity } from '../api/get-recent-activity';
import { HomeCard } from './home-card';

/** The latest applications, status changes and withdrawals. */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  return (
    <HomeCard
      title="Recent Activity"
      action={
        <Link to="/applications" className="text-sm font-medium text-brand-700 hover:underline">
          My applications
        </Link>
      }
    >
      {activity.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading your recent activity">
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
        </div>
      ) : activity.isError ? (
        <p className="text-sm text-danger-700">Error: {activity.error.message}</p>
      ) : activity.data.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet: apply to a job and it shows here.</p>
      ) : (
        <ol className="space-y-3">
          {activity.data.map((item) => (
            <li key={item.id} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
              <div className="min-w-0">
                <p className="text-sm break-words text-slate-900">{item.summary}</p>
                <p className="text-xs text-slate-700">
                  <time dateTime={item.created_at}>{formatRelative(item.created_at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </HomeCard>
  );
}

import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useProfileCompletion } from '../api/get-profile-completion';
import { HomeCard } from './home-card';

/** The server's percentage and checklist; each open item links to where it is done. */
export function ProfileCompletionCard() {
  const completion = useProfileCompletion();
  return (
    <HomeCard title="Profile Completion">
      {completion.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your profile completion">
          <Skeleton className="h-3" />
          <Skeleton className="h-24" />
        </div>
      ) : completion.isError ? (
        <p className="text-sm text-danger-700">Error: {completion.error.message}</p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Profile completion"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={completion.data.completion}
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${completion.data.completion}%` }}
              />
            </div>
            <span className="text-lg font-bold text-slate-900">{completion.data.completion}%</span>
          </div>
          <ul className="mt-4 space-y-1">
            {completion.data.checklist.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.link || '/editprofile'}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50',
                    item.done ? 'text-slate-700' : 'font-medium text-brand-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-5 shrink-0 items-center justify-center rounded-full border',
                      item.done ? 'border-success-700 bg-success-700 text-white' : 'border-slate-400',
                    )}
                  >
                    {item.done && (
                      <svg viewBox="0 0 20 20" className="size-3.5">
                        <path
                          d="M4 10l4 4 8-8"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2.5"
                          strokeLinecap="round"
                        />
                      </svg>
                    )}
                  </span>
                  <span className={cn(item.done && 'line-through decoration-slate-400')}>{item.label}</span>
                  <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}

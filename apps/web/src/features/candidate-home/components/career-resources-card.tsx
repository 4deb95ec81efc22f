import { COMMUNITY_MESSAGES } from '@tandem/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/dates';
import { useCareerResources, useCountResourceView } from '../api/get-resources';
import { HomeCard } from './home-card';

/** Guides and courses from organisations on Tandem (the resources API), most used first. */
export function CareerResourcesCard() {
  const resources = useCareerResources();
  const countView = useCountResourceView();
  return (
    <HomeCard title="Career Resources">
      {resources.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading career resources">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : resources.isError ? (
        <p className="text-sm text-danger-700">{COMMUNITY_MESSAGES.resourcesFetchFailed}</p>
      ) : resources.data.length === 0 ? (
        <p className="text-sm text-slate-700">No resources yet.</p>
      ) : (
        <ul className="space-y-3">
          {resources.data.map((resource) => (
            <li key={resource.id} className="rounded-lg border border-slate-200 p-3">
              <a
                href={resource.url}
                target="_blank"
                rel="noreferrer noopener"
                onClick={() => countView.mutate(resource.id)}
                className="font-medium break-words text-brand-800 hover:underline"
              >
                {resource.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="text-xs text-slate-700">
                {[resource.resource_type, resource.author, formatDate(resource.published_date)]
                  .filter(Boolean)
                  .join(' · ')}
                {resource.is_free && ' · Free'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

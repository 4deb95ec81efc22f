import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMySkillNames } from '../../profile';
import { useVolunteerLocations } from '../api/get-locations';
import { useOpportunities } from '../api/get-opportunities';
import { OpportunityCard } from '../components/opportunity-card';
import { OpportunityDialog } from '../components/opportunity-dialog';
import { VolunteerSearch } from '../components/volunteer-search';
import { VOLUNTEER_MESSAGES } from '../lib/messages';
import { rankOpportunities, sharedSkills } from '../lib/rank';
import { locationOptions, readVolunteerQuery, writeVolunteerQuery } from '../lib/volunteer-filters';

/** /volunteer: real opportunities, searched and filtered, the ones that use the candidate's skills first. */
function VolunteerScreen() {
  const [params, setParams] = useSearchParams();
  const query = readVolunteerQuery(params);
  const opportunities = useOpportunities(query);
  const skillNames = useMySkillNames();
  const locations = useVolunteerLocations();
  const [openId, setOpenId] = useState<number | null>(null);

  const ranked = rankOpportunities(opportunities.data?.results ?? [], skillNames);
  const open = ranked.find((item) => item.id === openId) ?? null;

  return (
    <>
      <PageHeader
        title="Volunteer Opportunities"
        description="Give your skills to a cause near you, or from home."
      />
      <VolunteerSearch
        key={params.toString()}
        value={query}
        locations={locationOptions(locations.data, query.location)}
        onChange={(next) => setParams(writeVolunteerQuery(next))}
      />
      {opportunities.isPending ? (
        <div role="status" aria-label="Loading volunteer opportunities" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : opportunities.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-6">
          <p className="font-medium text-danger-700">{UI_MESSAGES.common.errorPrefix}{opportunities.error.message}</p>
          <Button variant="outline" onClick={() => void opportunities.refetch()}>
            Try again
          </Button>
        </div>
      ) : ranked.length === 0 ? (
        <EmptyState>{VOLUNTEER_MESSAGES.empty}</EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="mb-4 text-sm text-slate-700">
            {opportunities.data.count === 1 ? '1 opportunity' : `${opportunities.data.count} opportunities`}
          </p>
          <ul
            aria-label="Volunteer opportunities"
            aria-busy={opportunities.isPlaceholderData || undefined}
            className="grid gap-4 md:grid-cols-2"
          >
            {ranked.map((item) => (
              <li key={item.id}>
                <OpportunityCard
                  opportunity={item}
                  shared={sharedSkills(item.keywords, skillNames)}
                  onLearnMore={() => setOpenId(item.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <OpportunityDialog opportunity={open} onClose={() => setOpenId(null)} />
    </>
  );
}

export function VolunteerRoute() {
  return (
    <ScreenErrorBoundary>
      <VolunteerScreen />
    </ScreenErrorBoundary>
  );
}

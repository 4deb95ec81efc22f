import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMySkillNames } from '../../profile';
import { UpcomingEvents } from '../../volunteering';
import { useVolunteerLocations } from '../api/get-locations';
import { useOpportunities } from '../api/get-opportunities';
import { useVolunteeringJobs, volunteeringJobParams } from '../api/get-volunteering-jobs';
import { OpportunityCard } from '../components/opportunity-card';
import { OpportunityDialog } from '../components/opportunity-dialog';
import { VolunteerSearch } from '../components/volunteer-search';
import { VolunteeringJobCard } from '../components/volunteering-job-card';
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

  const jobs = useVolunteeringJobs(query);
  const ranked = rankOpportunities(opportunities.data?.results ?? [], skillNames);
  // One list (issue 36, item 2): roles and volunteering jobs ranked together by their match score, best first; the
  // roles' own order (the engine's, or shared skills) breaks ties and places those without a score.
  const jobResults = volunteeringJobParams(query) === null ? [] : (jobs.data?.results ?? []);
  const merged = [
    ...ranked.map((item, index) => ({ kind: 'role' as const, id: item.id, score: item.match_score, index, item })),
    ...jobResults.map((job, index) => ({ kind: 'job' as const, id: job.id, score: job.match_score ?? null, index: ranked.length + index, job })),
  ].sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.index - b.index);
  const total = (opportunities.data?.count ?? 0) + jobResults.length;
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
        onChange={(next) => setParams(writeVolunteerQuery(next), { preventScrollReset: true })}
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
      ) : merged.length === 0 ? (
        <EmptyState>{VOLUNTEER_MESSAGES.empty}</EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="mb-4 text-sm text-slate-700">
            {total === 1 ? '1 opportunity' : `${total} opportunities`}
          </p>
          <ul
            aria-label="Volunteer opportunities"
            aria-busy={opportunities.isPlaceholderData || undefined}
            className="grid gap-4 md:grid-cols-2"
          >
            {merged.map((entry) =>
              entry.kind === 'job' ? (
                <li key={`job-${entry.id}`}>
                  <VolunteeringJobCard job={entry.job} />
                </li>
              ) : (
                <li key={entry.id}>
                  <OpportunityCard
                    opportunity={entry.item}
                    shared={sharedSkills(entry.item.keywords, skillNames)}
                    onLearnMore={() => setOpenId(entry.id)}
                  />
                </li>
              ),
            )}
          </ul>
        </>
      )}
      <UpcomingEvents />
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

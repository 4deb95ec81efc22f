import { matchedJobsHeadline, THIN_PROFILE_SKILLS } from '@tandem/contract';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Button } from '../../../components/ui/button';
import { useJobs } from '../api/get-jobs';
import { useMatchCount } from '../api/get-match-count';
import { ThinProfilePrompt } from '../components/thin-profile-prompt';
import { JOB_MATCH_MESSAGES } from '../lib/messages';
import { JobListSkeleton } from '../components/job-card-skeleton';
import { FiltersDisclosure } from '../components/filters-disclosure';
import { JobSearchForm } from '../components/job-search-form';
import { MATCH_SORTS, readMatchQuery, writeMatchQuery } from '../lib/match-filters';
import { SaveSearchButton } from '../../saved-searches';
import { buttonClasses } from '../../../components/ui/button';
import type { MatchQuery, MatchSort, MatchTab } from '../lib/match-filters';

const SORT_OPTIONS = MATCH_SORTS.map(({ value, label }) => ({ value, label }));

// The cards' code (card, Save and Apply, the list's paging) loads beside the jobs themselves rather than before
// the screen can show its title, search and tabs; the list's own skeleton stands in meanwhile.
const JobList = lazy(() => import('../components/job-list').then((module) => ({ default: module.JobList })));

/**
 * 'We found {count} jobs that match your profile': jobs at 50 or more (docs/product.md section C14). It reads the
 * count itself, so that its arrival re-renders this line, not the search form, the tabs and the sort as well.
 */
function MatchCount() {
  const count = useMatchCount().data;
  return (
    <span aria-live="polite">
      {count === undefined
        ? JOB_MATCH_MESSAGES.finding
        : matchedJobsHeadline(count.matched, count.capped)}
    </span>
  );
}

/**
 * A search, a filter or the Saved tab: the line counts the list shown (the same query, so the same answer), since
 * the profile's count of every active job would sit above 'No jobs found matching your criteria.'
 */
function ListCount({ query }: { query: MatchQuery }) {
  const count = useJobs(query).data?.pages[0]?.count;
  return (
    <span aria-live="polite">
      {count === undefined
        ? JOB_MATCH_MESSAGES.finding
        : query.tab === 'saved'
          ? JOB_MATCH_MESSAGES.savedCount(count)
          : JOB_MATCH_MESSAGES.searchCount(count)}
    </span>
  );
}

const isSearching = (query: MatchQuery): boolean => Boolean(query.search || query.location || query.jobType || query.remote);

/**
 * All Jobs: the matches first and 'Other jobs' after (ranked by match); for an empty or thin profile, a prompt
 * to add skills in place of a list of non-matches, with the list still one click away. A search typed or
 * filtered is an explicit ask: its results show at once, under the prompt.
 */
function AllJobs({ query }: { query: MatchQuery }) {
  const count = useMatchCount();
  const [showAnyway, setShowAnyway] = useState(false);
  const thin = count.data !== undefined && count.data.matched === 0 && count.data.skills < THIN_PROFILE_SKILLS;
  const searching = isSearching(query);
  if (thin && searching) {
    return (
      <div className="space-y-4">
        <ThinProfilePrompt skills={count.data?.skills ?? 0} />
        <JobList query={{ ...query, tab: 'all' }} split={query.sort === 'match'} />
      </div>
    );
  }
  if (thin && !showAnyway) {
    return (
      <div className="space-y-4">
        <ThinProfilePrompt skills={count.data?.skills ?? 0} />
        <Button variant="outline" onClick={() => setShowAnyway(true)}>
          {JOB_MATCH_MESSAGES.showAllJobs}
        </Button>
      </div>
    );
  }
  return <JobList query={{ ...query, tab: 'all' }} split={query.sort === 'match'} />;
}

/** /yourmatches: the count, the search, All Jobs and Saved, the sort, and the cards. */
function YourMatchesScreen() {
  const [params, setParams] = useSearchParams();
  const query = readMatchQuery(params);
  const update = (change: Partial<MatchQuery>) => setParams(writeMatchQuery({ ...query, ...change }), { preventScrollReset: true });

  return (
    <>
      <PageHeader
        title="Your Job Matches"
        description={query.tab === 'saved' || isSearching(query) ? <ListCount query={query} /> : <MatchCount />}
      />
      <p className="-mt-2 mb-4 text-sm text-slate-700">
        Looking to give your time? <Link className="text-brand-700 underline" to="/volunteer">Volunteer roles and volunteering jobs</Link> are ranked together on Volunteer.
      </p>
      <FiltersDisclosure active={[query.search, query.location, query.jobType, query.remote].filter(Boolean).length}>
        {(close) => (
          <JobSearchForm
            key={[query.search, query.location, query.jobType, query.remote].join('|')}
            defaultValues={{
              search: query.search,
              location: query.location,
              jobType: query.jobType,
              remote: query.remote,
            }}
            onSearch={(values) => {
              update(values);
              close();
            }}
            className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          />
        )}
      </FiltersDisclosure>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <SaveSearchButton filters={{ search: query.search, location: query.location, jobType: query.jobType, remote: query.remote }} />
        <Link to="/settings#saved-searches" className={buttonClasses({ variant: 'ghost', size: 'md' })}>
          Your saved searches
        </Link>
      </div>
      <Tabs value={query.tab} onValueChange={(tab) => update({ tab: tab as MatchTab })}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="Which jobs" className="min-w-0 sm:flex-1">
            <TabsTrigger value="all">All Jobs</TabsTrigger>
            <TabsTrigger value="saved">Saved</TabsTrigger>
          </TabsList>
          <label className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800 sm:w-72">
            Sort by
            <Select
              value={query.sort}
              onChange={(event) => update({ sort: event.target.value as MatchSort })}
              options={SORT_OPTIONS}
              className="min-w-0 flex-1"
            />
          </label>
        </div>
        <TabsContent value="all" className="pt-4">
          <Suspense fallback={<JobListSkeleton />}>
            <AllJobs query={query} />
          </Suspense>
        </TabsContent>
        <TabsContent value="saved" className="pt-4">
          <Suspense fallback={<JobListSkeleton />}>
            <JobList query={{ ...query, tab: 'saved' }} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}

export function YourMatchesRoute() {
  return (
    <ScreenErrorBoundary>
      <YourMatchesScreen />
    </ScreenErrorBoundary>
  );
}

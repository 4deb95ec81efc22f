import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useJobs } from '../api/get-jobs';
import { JobListSkeleton } from '../components/job-card-skeleton';
import { JobSearchForm } from '../components/job-search-form';
import { MATCH_SORTS, readMatchQuery, writeMatchQuery } from '../lib/match-filters';
import type { MatchQuery, MatchSort, MatchTab } from '../lib/match-filters';

const SORT_OPTIONS = MATCH_SORTS.map(({ value, label }) => ({ value, label }));

// The cards' code (card, Save and Apply, the list's paging) loads beside the jobs themselves rather than before
// the screen can show its title, search and tabs; the list's own skeleton stands in meanwhile.
const JobList = lazy(() => import('../components/job-list').then((module) => ({ default: module.JobList })));

/**
 * The count of All Jobs. It reads the jobs itself, so that their arrival re-renders this line and the cards, not
 * the search form, the tabs and the sort as well (a query's answer renders synchronously).
 */
function MatchCount({ query }: { query: MatchQuery }) {
  const count = useJobs({ ...query, tab: 'all' }).data?.pages[0]?.count;
  return (
    <span aria-live="polite">
      {count === undefined
        ? 'Finding jobs that match your profile…'
        : `We found ${count} jobs that match your profile`}
    </span>
  );
}

/** /yourmatches: the count, the search, All Jobs and Saved, the sort, and the cards. */
function YourMatchesScreen() {
  const [params, setParams] = useSearchParams();
  const query = readMatchQuery(params);
  const update = (change: Partial<MatchQuery>) => setParams(writeMatchQuery({ ...query, ...change }));

  return (
    <>
      <PageHeader title="Your Job Matches" description={<MatchCount query={query} />} />
      <JobSearchForm
        key={[query.search, query.location, query.jobType, query.remote].join('|')}
        defaultValues={{
          search: query.search,
          location: query.location,
          jobType: query.jobType,
          remote: query.remote,
        }}
        onSearch={(values) => update(values)}
        className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      />
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
            <JobList query={{ ...query, tab: 'all' }} />
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

import { lazy, Suspense } from 'react';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { HomeFooter } from '../components/home-footer';
import { JobSearchCard } from '../components/job-search-card';
import { JobSearchStatsCard } from '../components/job-search-stats-card';
import { ProfileCompletionCard } from '../components/profile-completion-card';
import { RecentActivityCard } from '../components/recent-activity-card';

// Below the fold, and the only card that needs the community area's module (and so zod): it loads after the
// first paint instead of with the screen.
const CareerResourcesCard = lazy(() =>
  import('../components/career-resources-card').then((module) => ({ default: module.CareerResourcesCard })),
);

/** /home: the job search, then My Job Search, Profile Completion, Recent Activity and Career Resources. */
export function CandidateHomeRoute() {
  return (
    <ScreenErrorBoundary>
      <JobSearchCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <JobSearchStatsCard />
        <ProfileCompletionCard />
        <RecentActivityCard />
        <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
          <CareerResourcesCard />
        </Suspense>
      </div>
      <HomeFooter />
    </ScreenErrorBoundary>
  );
}

import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { CareerResourcesCard } from '../components/career-resources-card';
import { HomeFooter } from '../components/home-footer';
import { ImportOffer } from '../components/import-offer';
import { JobSearchCard } from '../components/job-search-card';
import { JobSearchStatsCard } from '../components/job-search-stats-card';
import { ProfileCompletionCard } from '../components/profile-completion-card';
import { RecentActivityCard } from '../components/recent-activity-card';

/** /home: the job search, then My Job Search, Profile Completion, Recent Activity and Career Resources. */
export function CandidateHomeRoute() {
  return (
    <ScreenErrorBoundary>
      <ImportOffer />
      <JobSearchCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <JobSearchStatsCard />
        <ProfileCompletionCard />
        <RecentActivityCard />
        <CareerResourcesCard />
      </div>
      <HomeFooter />
    </ScreenErrorBoundary>
  );
}

import { PageHeader } from '../../../components/ui/page-header';

/** /jobs: the shortlisted jobs screen. */
export function ShortlistedJobsRoute() {
  return <PageHeader title="My Shortlisted Jobs" />;
}

import { PageSpinner } from '../../../components/ui/spinner';
import { useUser } from '../../auth';
import { useCompany } from '../../company';
import { CommunityDashboard } from '../components/community-dashboard';
import { RecruiterDashboard } from '../components/recruiter-dashboard';

/** /orghome: the recruiter dashboard, or events, resources and volunteer roles for the other organisation roles. */
export function OrganisationHomeRoute() {
  const user = useUser();
  const company = useCompany(user.data?.company);
  if (!user.data) return <PageSpinner label="Loading your dashboard" />;
  return user.data.role === 'recruiter' ? (
    <RecruiterDashboard companyName={company.data?.name} />
  ) : (
    <CommunityDashboard companyName={company.data?.name} />
  );
}

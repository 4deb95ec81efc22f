import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../auth';

/** /orghome: the recruiter dashboard, or events and resources for the other organisation roles. */
export function OrganisationHomeRoute() {
  const user = useUser();
  return <PageHeader title={user.data?.role === 'recruiter' ? 'Dashboard' : 'Your organisation'} />;
}

import { PageHeader } from '../../../components/ui/page-header';

/** /orgprofile */
export function OrganisationProfileRoute() {
  return <PageHeader title="Profile" />;
}

import { PageHeader } from '../../../components/ui/page-header';

/** /volunteer */
export function VolunteerRoute() {
  return <PageHeader title="Volunteer Opportunities" />;
}

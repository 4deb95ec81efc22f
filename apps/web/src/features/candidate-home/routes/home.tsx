import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../auth';

/** /home: the candidate dashboard (cards come with the Candidate home issue). */
export function CandidateHomeRoute() {
  const user = useUser();
  const firstName = user.data?.name.split(/\s+/)[0];
  return (
    <PageHeader
      title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      description="Your job search at a glance."
    />
  );
}

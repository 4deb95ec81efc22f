import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

/** /myjobs */
export function MyJobsRoute() {
  return (
    <PageHeader
      title="Job Listings"
      description="Manage your posted job opportunities"
      actions={
        <Link to="/jobpost" className={buttonClasses()}>
          + New Job
        </Link>
      }
    />
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../auth';

/** /profile: the candidate's profile (tabs come with the Profile issue). */
export function ProfileRoute() {
  const user = useUser();
  return (
    <PageHeader
      title={user.data?.name || 'Profile'}
      description="Software Developer"
      actions={
        <Link to="/editprofile" className={buttonClasses()}>
          Edit Profile
        </Link>
      }
    />
  );
}

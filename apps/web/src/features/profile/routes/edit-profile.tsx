import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

/** /editprofile (the form comes with the Profile issue). */
export function EditProfileRoute() {
  return (
    <PageHeader
      title="Edit Profile"
      actions={
        <Link to="/profile" className={buttonClasses({ variant: 'outline' })}>
          Go back
        </Link>
      }
    />
  );
}

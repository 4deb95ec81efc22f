import { ROLES } from '@tandem/contract';
import { CandidateLayout } from '../layout/candidate-layout';
import { OrganisationLayout } from '../layout/organisation-layout';
import { useUser } from '../../features/auth';
import { RequireRole } from '../guards/require-role';

/** Screens for every signed-in role (/settings), inside the top bar of the user's own role. */
export function AccountShell() {
  const user = useUser();
  return (
    <RequireRole roles={ROLES}>
      {user.data?.role === 'candidate' ? <CandidateLayout /> : <OrganisationLayout />}
    </RequireRole>
  );
}

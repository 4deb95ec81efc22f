import { ORGANISATION_ROLES } from '@tandem/contract';
import { OrganisationLayout } from '../layout/organisation-layout';
import { RequireRole } from '../guards/require-role';

export function OrganisationShell() {
  return (
    <RequireRole roles={ORGANISATION_ROLES}>
      <OrganisationLayout />
    </RequireRole>
  );
}

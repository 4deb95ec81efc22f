import { useParams } from 'react-router';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useRole } from '../api/volunteering';
import { InterestedPeople } from '../components/interested-people';
import { RoleShifts } from '../components/role-shifts';

/** /volunteer-roles/{id}: the organisation's volunteer role: who is interested, its shifts, hours, the funders' CSV. */
function VolunteerRoleScreen() {
  const roleId = Number(useParams().id);
  const role = useRole(roleId);
  if (role.isPending) return <PageSpinner label="Loading the role" />;
  if (role.isError) return <p role="alert" className="text-danger-700">We could not load this role: {role.error.message}</p>;
  return (
    <>
      <title>{`${role.data.title} · Volunteer role · Tandem`}</title>
      <PageHeader
        title={role.data.title}
        description="Who offered to help, your shifts, and the hours your volunteers gave."
        actions={
          <a className="inline-flex items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" href="/api/volunteer-hours/export/" download>
            Download hours (CSV)
          </a>
        }
      />
      <section aria-labelledby="interested" className="mb-10">
        <h2 id="interested" className="mb-3 text-lg font-semibold text-slate-900">
          Interested people
        </h2>
        <InterestedPeople roleId={roleId} roleTitle={role.data.title} />
      </section>
      <section aria-labelledby="shifts">
        <h2 id="shifts" className="mb-3 text-lg font-semibold text-slate-900">
          Shifts
        </h2>
        <RoleShifts roleId={roleId} />
      </section>
    </>
  );
}

export function VolunteerRoleRoute() {
  return (
    <ScreenErrorBoundary>
      <VolunteerRoleScreen />
    </ScreenErrorBoundary>
  );
}

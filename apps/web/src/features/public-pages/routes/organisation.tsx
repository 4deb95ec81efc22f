import { RECORD_MESSAGES } from '@tandem/contract';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { usePublicOrganisation } from '../api/public-pages';
import { OrganisationEvents } from '../../volunteering';
import { PublicJobCard } from '../components/public-job-view';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { ReportButtonIfSignedIn } from '../../trust';

/** /organisations/{id}: about, open jobs, reply record, upcoming events; for anyone. */
function OrganisationScreen() {
  const id = Number(useParams().id);
  const organisation = usePublicOrganisation(id);
  if (!Number.isInteger(id) || id <= 0 || (organisation.isError && isApiError(organisation.error, 404))) {
    return <EmptyState action={<Link to="/browse">Browse jobs</Link>}>This organisation does not exist.</EmptyState>;
  }
  if (organisation.isError) throw organisation.error;
  if (organisation.isPending) return <Skeleton className="h-48" />;
  const data = organisation.data;
  return (
    <div className="space-y-6">
      <title>{`${data.name} · Tandem`}</title>
      <h1 className="text-2xl font-semibold text-slate-900">{data.name}</h1>
      <VerifiedBadge verified={data.verified} />
      <ReportButtonIfSignedIn targetType="company" targetId={data.id} className="-ml-3" />
      <p className="text-sm text-slate-700">{data.response_rate === null ? RECORD_MESSAGES.tooFew : RECORD_MESSAGES.line(data.response_rate, data.median_reply_days)}</p>
      {data.about && (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">About</h2>
          <p className="whitespace-pre-line text-slate-800">{data.about}</p>
        </section>
      )}
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Open jobs</h2>
        {data.jobs.length === 0 ? <p className="text-slate-800">No open jobs right now.</p> : <ul className="space-y-4">{data.jobs.map((job) => <PublicJobCard key={job.id} job={job} />)}</ul>}
      </section>
      {/* Events with places left and a register button (docs/product.md section C21), read as the signed-in person. */}
      {data.events.length > 0 && <OrganisationEvents companyId={data.id} />}
    </div>
  );
}

export function OrganisationRoute() {
  return (
    <ScreenErrorBoundary>
      <OrganisationScreen />
    </ScreenErrorBoundary>
  );
}

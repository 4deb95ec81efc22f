import { JOB_TYPE_LABELS, JOB_TYPES, volunteerRoleHref, volunteerRoleLine } from '@tandem/contract';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrowse } from '../api/public-pages';
import { PublicJobCard } from '../components/public-job-view';

/** The address of another page of the same search. */
function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `/browse?${search}` : '/browse';
}

/**
 * /browse: active jobs and volunteer roles for anyone, the search in the address (q, place, type, remote, pay_min,
 * page). The address is passed to the server as it is: the server reads it with the contract's BrowseQuery (the page
 * that loads from the address is the server's own; this screen is the one the app shows when it navigates here).
 */
function BrowseScreen() {
  const [params] = useSearchParams();
  const search = params.toString();
  const page = useBrowse(search);
  return (
    <div className="space-y-6">
      <title>Browse jobs and volunteering · Tandem</title>
      <h1 className="text-2xl font-semibold text-slate-900">Browse jobs and volunteering</h1>
      {/* A plain GET form: the search becomes the address, as the server's page does it. */}
      <form method="get" action="/browse" role="search" className="grid gap-3 sm:grid-cols-4" key={search}>
        <label className="text-sm text-slate-800">
          What
          <input name="q" defaultValue={params.get('q') ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <label className="text-sm text-slate-800">
          Where
          <input name="place" defaultValue={params.get('place') ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <label className="text-sm text-slate-800">
          Type
          <select name="type" defaultValue={params.get('type') ?? ''} className="block w-full rounded-lg border border-slate-300 px-3 py-2">
            <option value="">Any</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>{JOB_TYPE_LABELS[type]}</option>
            ))}
          </select>
        </label>
        <Button type="submit" className="self-end">Search</Button>
      </form>
      {page.isPending ? (
        <div role="status" aria-label="Loading jobs" className="space-y-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : page.isError ? (
        <p role="alert" className="text-danger-700">Jobs could not be loaded. Try again in a moment.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{page.data.count + page.data.volunteer_count} {page.data.count + page.data.volunteer_count === 1 ? 'opening' : 'openings'}</p>
          {page.data.results.length === 0 && page.data.volunteer_roles.length === 0 && <p className="text-slate-800">No jobs or volunteer roles match this search yet.</p>}
          {page.data.results.length > 0 && (
            <ul className="space-y-4">
              {page.data.results.map((job) => (
                <PublicJobCard key={job.id} job={job} />
              ))}
            </ul>
          )}
          {page.data.volunteer_roles.length > 0 && (
            <section aria-labelledby="volunteer-roles" className="space-y-4">
              <h2 id="volunteer-roles" className="text-lg font-semibold text-slate-900">Volunteer roles</h2>
              <ul className="space-y-4">
                {page.data.volunteer_roles.map((role) => (
                  <li key={role.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    <h3 className="text-base font-semibold text-slate-900">
                      {/* A plain link: the volunteering screen is signed in, and sign-in brings the visitor back to it. */}
                      <Link to={volunteerRoleHref(role)} className="underline-offset-2 hover:underline">{role.title}</Link>
                    </h3>
                    <p className="mt-1 text-sm text-slate-700">{volunteerRoleLine(role)}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.data.pages > 1 && (
            <nav aria-label="Pages" className="flex gap-4">
              {page.data.page > 1 && <Link rel="prev" to={pageHref(params, page.data.page - 1)}>Previous</Link>}
              {page.data.page < page.data.pages && <Link rel="next" to={pageHref(params, page.data.page + 1)}>Next</Link>}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

export function BrowseRoute() {
  return (
    <ScreenErrorBoundary>
      <BrowseScreen />
    </ScreenErrorBoundary>
  );
}

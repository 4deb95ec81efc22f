import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { safeNextPath } from '@tandem/contract';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { homePathFor, looksSignedIn, userQueryOptions } from '../../features/auth';
import type { DeniedState } from './require-role';

/**
 * Landing, login and signup screens: a signed-in user goes where their role belongs (docs/product.md section 2).
 * The page renders at once for a visitor without the `role` cookie set at login, so the landing page does not wait
 * for the server; with the cookie it waits, so a signed-in user never sees the login form flash.
 */
export function PublicOnly() {
  const user = useQuery(userQueryOptions());
  const location = useLocation();
  const [probablySignedIn] = useState(looksSignedIn);

  const destination = user.data ? homePathFor(user.data) : null;
  const denied = (location.state as DeniedState | null)?.deniedFrom;
  if (destination && denied && location.pathname === '/login') {
    return (
      <>
        <div role="status" className="mx-auto mt-4 max-w-md rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          That page is for another kind of account. Sign in with one that can open it, or{' '}
          <Link to={destination} className="font-medium underline">
            go back to your home page
          </Link>
          .
        </div>
        <Outlet />
      </>
    );
  }
  // Already signed in on a sign-in link (`/login?next=/jobs/12`): straight to where it points.
  const next = safeNextPath(new URLSearchParams(location.search).get('next'));
  if (destination) return <Navigate to={(destination !== '/addcompany' && next) || destination} replace />;
  if (user.isPending && probablySignedIn) return <PageSpinner label="Checking your session" appLoading />;
  return <Outlet />;
}

import { MESSAGES, loginPathFor } from '@tandem/contract';
import type { Role } from '@tandem/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useDeferredMount } from '../../hooks/use-deferred-mount';
import { userQueryOptions } from '../../features/auth';
import { isApiError } from '../../lib/api-client';

/** Router state of a redirect to /login for a signed-in user whose role may not open the page. */
export interface DeniedState {
  deniedFrom: string;
}

interface RequireRoleProps {
  /** Roles that may open it: the signup roles, or 'admin' for the operator's console. */
  roles: readonly (Role | 'admin')[];
  /** What to show once allowed; the matched child route by default. */
  children?: ReactNode;
}

/** Guarded routes of docs/product.md section 2: no session, or a role not in the list, goes to /login. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useQuery(userQueryOptions());
  const location = useLocation();
  // The shell and screen render in a render React can interrupt, a few milliseconds at a time: the user's answer
  // comes through a synchronous store update (TanStack Query), and rendering the whole signed-in screen in that
  // update was the longest task of its first load on a slow phone. The spinner stays meanwhile.
  const allowed = Boolean(user.data && (roles as readonly string[]).includes(user.data.role));
  const showScreen = useDeferredMount(allowed);

  if (user.isPending) return <PageSpinner label="Checking your session" appLoading />;
  if (user.isError && !isApiError(user.error, 401)) {
    return (
      <div
        role="alert"
        className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center"
      >
        <p className="text-lg font-semibold text-slate-900">{MESSAGES.fatal}</p>
        <Button onClick={() => void user.refetch()} isPending={user.isFetching} pendingText="Retrying…">
          Try again
        </Button>
      </div>
    );
  }
  // Signed out: to /login, which brings them back here afterwards (an e-mail's link, a shared address).
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!user.data) return <Navigate to={loginPathFor(here)} replace />;
  if (!roles.includes(user.data.role)) {
    // Signed in, but as the wrong kind of account: the login screen stays open so they can switch accounts. No
    // `next`: the screen is not theirs to come back to.
    const state: DeniedState = { deniedFrom: location.pathname };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!showScreen) return <PageSpinner label="Checking your session" appLoading />;
  return children ?? <Outlet />;
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { homePathFor, userQueryOptions } from '../../features/auth';
import { hasCookie } from '../../lib/cookies';

/**
 * Landing, login and signup screens: a signed-in user goes where their role belongs (SPEC.md section 2).
 * The page renders at once for a visitor without the `role` cookie set at login, so the landing page does not wait
 * for the server; with the cookie it waits, so a signed-in user never sees the login form flash.
 */
export function PublicOnly() {
  const user = useQuery(userQueryOptions());
  const [probablySignedIn] = useState(() => hasCookie('role') || hasCookie('id'));

  const destination = user.data ? homePathFor(user.data) : null;
  if (destination) return <Navigate to={destination} replace />;
  if (user.isPending && probablySignedIn) return <PageSpinner label="Checking your session" />;
  return <Outlet />;
}

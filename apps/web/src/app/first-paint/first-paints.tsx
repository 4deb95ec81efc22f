import type { Role } from '@tandem/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CandidateLayout } from '../../components/layout/candidate-layout';
import { userQueryOptions } from '../../features/auth';
import type { AuthUser } from '../../features/auth';
import { loadComponent } from '../lazy-components';
import { APP_ROUTES, GUARDS } from '../route-table';
import type { Guard } from '../route-table';

/** A screen drawn before its code has run: for visitors (nobody signed in) or for one role. */
export interface FirstPaint {
  path: string;
  role: Role | null;
  /** The same for everyone it is drawn for: nothing of any user's is in it. */
  html: string;
}

const LAYOUTS: Partial<Record<Role, ReactElement>> = { candidate: <CandidateLayout /> };

/**
 * The drawing only: React's `<title>` (the app sets the title itself once it runs) and every id go, so nothing
 * in the page can find the drawing instead of the screen that replaces it (`#main`, a label's input). React
 * escapes quotes inside attribute values and text, so ` id="` only ever starts an attribute.
 */
export const drawingOnly = (html: string): string =>
  html.replace(/<title>[^<]*<\/title>/g, '').replace(/ id="[^"]*"/g, '');

/** Whom a route's drawing is for; a route marked for drawing under a guard that does not say is a mistake. */
function drawnFor(path: string, guardName: keyof typeof GUARDS | null): Role | null {
  const guard: Guard | undefined = guardName ? GUARDS[guardName] : undefined;
  if (guard?.drawnFor === undefined) throw new Error(`${path} is marked for a first paint, but not whom for`);
  return guard.drawnFor;
}

/**
 * Each screen the route table marks `firstPaint`, as its code first renders it, before any answer from the server
 * (titles, forms, skeletons; nothing of the user's, not even their name: the same page serves every user of the
 * role, and the app fills their details in when it replaces the drawing), written at build time so the server can
 * send it inside the page: the browser paints it at once instead of after the app's JavaScript has downloaded and
 * run.
 */
export async function renderFirstPaints(): Promise<FirstPaint[]> {
  const drawn = APP_ROUTES.filter((route) => route.firstPaint);
  return Promise.all(
    drawn.map(async ({ path, guard, screen }) => {
      const role = drawnFor(path, guard);
      const Screen = await loadComponent(screen);
      // A client with nothing fetched, so every query renders as pending; but for who is signed in: a user of the
      // role, nameless, as the drawing is everybody's.
      const queryClient = new QueryClient();
      if (role) {
        const user: AuthUser = { id: 0, role, name: '', email: '', company: null };
        queryClient.setQueryData(userQueryOptions().queryKey, user);
      }
      const layout = role ? LAYOUTS[role] : undefined;
      const route = <Route path={path} element={<Screen />} />;
      const html = renderToStaticMarkup(
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={path}>
            <Routes>{layout ? <Route element={layout}>{route}</Route> : route}</Routes>
          </StaticRouter>
        </QueryClientProvider>,
      );
      return { path, role, html: drawingOnly(html) };
    }),
  );
}

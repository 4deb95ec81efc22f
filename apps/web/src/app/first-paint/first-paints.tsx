import { NAME_SLOTS } from '@tandem/contract';
import type { Role } from '@tandem/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CandidateLayout } from '../../components/layout/candidate-layout';
import { userQueryOptions } from '../../features/auth';
import type { AuthUser } from '../../features/auth';
import { LoginRoute } from '../../features/auth/routes/login';
import { CandidateHomeRoute } from '../../features/candidate-home/routes/home';
import { YourMatchesRoute } from '../../features/jobs/routes/your-matches';
import { LandingRoute } from '../../features/landing/routes/landing';

/** A screen drawn before its code has run: for visitors (nobody signed in) or for one role. */
export interface FirstPaint {
  path: string;
  role: Role | null;
  /** May hold the contract's NAME_SLOTS, which the server fills with the signed-in user's name. */
  html: string;
}

interface Screen {
  path: string;
  role: Role | null;
  element: ReactElement;
}

const SCREENS: Screen[] = [
  { path: '/landingpage', role: null, element: <LandingRoute /> },
  { path: '/login', role: null, element: <LoginRoute /> },
  { path: '/home', role: 'candidate', element: <CandidateHomeRoute /> },
  { path: '/yourmatches', role: 'candidate', element: <YourMatchesRoute /> },
];

const LAYOUTS: Partial<Record<Role, ReactElement>> = { candidate: <CandidateLayout /> };

/**
 * The drawing only: React's `<title>` (the app sets the title itself once it runs) and every id go, so nothing
 * in the page can find the drawing instead of the screen that replaces it (`#main`, a label's input). React
 * escapes quotes inside attribute values and text, so ` id="` only ever starts an attribute.
 */
export const drawingOnly = (html: string): string =>
  html.replace(/<title>[^<]*<\/title>/g, '').replace(/ id="[^"]*"/g, '');

/**
 * Each screen as its code first renders it, before any answer from the server (titles, forms, skeletons; nothing
 * of the user's), written at build time so the server can send it inside the page: the browser paints it at
 * once instead of after the app's JavaScript has downloaded and run. The app replaces it with its own render.
 */
export function renderFirstPaints(): FirstPaint[] {
  return SCREENS.map(({ path, role, element }) => {
    // A client with nothing fetched: every query renders as pending, but for who is signed in, whose name the
    // server writes in (NAME_SLOTS): the greeting is drawn with it, and does not grow when the app replaces it.
    const queryClient = new QueryClient();
    if (role) {
      const user: AuthUser = { id: 0, role, name: NAME_SLOTS.name, email: '', company: null };
      queryClient.setQueryData(userQueryOptions().queryKey, user);
    }
    const layout = role ? LAYOUTS[role] : undefined;
    const screen = <Route path={path} element={element} />;
    const html = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <Routes>{layout ? <Route element={layout}>{screen}</Route> : screen}</Routes>
        </StaticRouter>
      </QueryClientProvider>,
    );
    return { path, role, html: drawingOnly(html) };
  });
}

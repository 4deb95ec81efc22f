import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadComponent } from './lazy-components';
import { APP_ROUTES, GUARDS } from './route-table';
import type { AppRoute, Guard, LazyComponent } from './route-table';
import { NotFoundRoute } from './routes/not-found';
import { RootErrorBoundary } from './routes/root-error-boundary';
import { RootLayout } from './routes/root-layout';

const RootFallback = () => <PageSpinner label="Loading Tandem" appLoading />;

const lazy = (component: LazyComponent) => async () => ({ Component: await loadComponent(component) });

/** The router's path of a route inside its group: relative, without the leading "/". */
const leaf = (route: AppRoute): RouteObject => ({ path: route.path.slice(1), lazy: lazy(route.screen) });

const guarded = ([name, guard]: [string, Guard]): RouteObject => ({
  ...(guard.id ? { id: guard.id } : {}),
  lazy: lazy(guard),
  children: APP_ROUTES.filter((route) => route.guard === name).map(leaf),
});

/** The route table (route-table.ts) as the router's tree. Paths match case-insensitively: /addCompany is /addcompany. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootFallback,
    children: [
      { index: true, element: <Navigate to="/landingpage" replace /> },
      ...Object.entries<Guard>(GUARDS).map(guarded),
      // E-mail links: they work signed in or not.
      ...APP_ROUTES.filter((route) => route.guard === null).map(leaf),
      // Static: the root error boundary shows the same page for a 404 thrown anywhere.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

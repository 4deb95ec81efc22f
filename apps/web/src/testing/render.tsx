import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

interface Options {
  path?: string;
  /** Other routes the screen may navigate to; each renders its path as text. */
  otherPaths?: string[];
  queryClient?: QueryClient;
}

/** Renders a screen inside the app's providers and a memory router. */
export function renderRoute(element: ReactNode, { path = '/', otherPaths = [], queryClient }: Options = {}) {
  const client = queryClient ?? createTestQueryClient();
  const routes: RouteObject[] = [
    { path, element },
    ...otherPaths.map((other) => ({ path: other, element: <p>Page {other}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient: client };
}

/** A JSON Response as fetch would resolve it. */
export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

type Reply = Response | (() => Response | Promise<Response>);

/**
 * A fetch that answers by "METHOD path" (or just path for any method); anything else is a 404.
 * GET /api/auth/config/ answers "Google not configured" unless given.
 */
export function routeFetch(replies: Record<string, Reply>) {
  const all: Record<string, Reply> = {
    'GET /api/auth/config/': () => jsonResponse({ google_client_id: null }),
    ...replies,
  };
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input).split('?')[0] ?? '';
    const reply = all[`${init?.method ?? 'GET'} ${url}`] ?? all[url];
    if (!reply) return jsonResponse({ detail: 'Not found.' }, { status: 404 });
    return typeof reply === 'function' ? reply() : reply.clone();
  };
}

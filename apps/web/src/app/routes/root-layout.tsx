import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Around every screen. A screen opened by a link or a redirect starts at its top, and Back or Forward returns to
 * where the reader was on it (React Router's ScrollRestoration): the address changes without a page load, so the
 * browser alone kept the old screen's scroll offset for the new one. A change of the same screen's query (a
 * filter, a page of results, an opened job) passes `preventScrollReset` and stays where the reader is.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

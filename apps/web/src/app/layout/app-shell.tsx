import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { VerificationBanner } from '../../features/account';

/** Skip link, a top bar, and the screen in the main landmark. */
export function AppShell({ topBar }: { topBar: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {topBar}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        <VerificationBanner />
        <Outlet />
      </main>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AppShell } from '../layout/app-shell';
import { CandidateLayout } from '../layout/candidate-layout';
import { Logo } from '../../components/ui/logo';
import { userQueryOptions } from '../../features/auth';

/** The public bar: the logo, Browse jobs, and Log in (or home, for a signed-in organisation). */
function PublicTopBar({ home }: { home: string | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label="Tandem" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/landingpage" aria-label="Tandem home" className="inline-flex rounded-lg">
          <Logo />
        </Link>
        <span className="flex gap-4 text-sm">
          <Link to="/browse" className="text-slate-800 underline-offset-2 hover:underline">
            Browse jobs
          </Link>
          <Link to={home ?? '/login'} className="text-slate-800 underline-offset-2 hover:underline">
            {home ? 'Your home' : 'Log in'}
          </Link>
        </span>
      </nav>
    </header>
  );
}

/**
 * The public pages (docs/product.md section C16), open to anyone: a signed-in candidate gets them in their own layout
 * (top bar, bell), everyone else in the public one. Nothing waits for the session to draw the page.
 */
export function PublicShell() {
  const user = useQuery(userQueryOptions());
  if (user.data?.role === 'candidate') return <CandidateLayout />;
  const home = user.data ? (user.data.company == null ? '/addcompany' : '/orghome') : null;
  return <AppShell topBar={<PublicTopBar home={home} />} />;
}

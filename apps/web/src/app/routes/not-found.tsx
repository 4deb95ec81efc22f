import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';

export function NotFoundRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Page not found · Tandem</title>
      <header className="px-4 py-5 sm:px-8">
        <Link to="/landingpage" aria-label="Tandem home" className="inline-flex rounded-lg">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-20">
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold text-brand-700">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
          <p className="mt-3 text-slate-700">The page you asked for does not exist or has moved.</p>
          <Link to="/landingpage" className={buttonClasses({ className: 'mt-6' })}>
            Back to Tandem
          </Link>
        </div>
      </main>
    </div>
  );
}

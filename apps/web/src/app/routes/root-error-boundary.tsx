import { MESSAGES } from '@tandem/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { NotFoundRoute } from './not-found';

/** The last line of defence (docs/product.md section 8: fatal UI error). */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <title>Something went wrong · Tandem</title>
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.fatal}</h1>
        <p className="mt-2 text-slate-700">
          Reload the page to try again. If it keeps happening, come back a little later.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            Reload
          </button>
          <a href="/landingpage" className={buttonClasses({ variant: 'outline' })}>
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}

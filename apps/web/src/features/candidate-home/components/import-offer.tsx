import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { OFFER_IMPORT_KEY } from '../../auth';

/** Right after signing up: the offer to fill the profile from a résumé or LinkedIn instead of typing it. */
export function ImportOffer() {
  // The page is also drawn at build time (first paint, replaced by the app, not hydrated), with no session storage.
  const [offered, setOffered] = useState(() => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(OFFER_IMPORT_KEY) === '1');
  if (!offered) return null;
  const settle = () => {
    sessionStorage.removeItem(OFFER_IMPORT_KEY);
    setOffered(false);
  };
  return (
    <section aria-labelledby="import-offer-heading" className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="import-offer-heading" className="text-lg font-semibold text-slate-900">
        Start your profile in a minute
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Import your experience, education and skills from a PDF or Word résumé, a JSON Resume or your LinkedIn export. You review every item before it is saved.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to="/editprofile?import=1" className={buttonClasses()} onClick={() => sessionStorage.removeItem(OFFER_IMPORT_KEY)}>
          Import from a résumé or LinkedIn
        </Link>
        <Button variant="ghost" onClick={settle}>
          Not now
        </Button>
      </div>
    </section>
  );
}

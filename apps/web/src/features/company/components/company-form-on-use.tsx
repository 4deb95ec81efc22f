import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { CompanyFormProps } from './company-form';

// The company form (and react-hook-form with it) loads when the page is idle, or at once when it is shown: on
// /orgprofile it shows only after Edit Profile, for a recruiter without a company, so it stays off the first load.
const companyForm = lazyModule(() => import('./company-form'));

/** CompanyForm, for a screen that shows it only after a press. */
export function CompanyFormOnUse(props: CompanyFormProps) {
  const [loaded, request] = useLazyModule(companyForm);
  useEffect(request, [request]);
  return loaded ? <loaded.CompanyForm {...props} /> : <Spinner label="Loading the company form" />;
}

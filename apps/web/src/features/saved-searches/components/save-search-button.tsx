import type { JobType } from '@tandem/contract';
import { buttonClasses } from '../../../components/ui/button';
import { DeferredTrigger } from '../../../components/ui/deferred-trigger';
import { lazyModule } from '../../../lib/lazy-module';

/** The search of /yourmatches as the page holds it. */
export interface SearchFilters {
  search: string;
  location: string;
  jobType: JobType | '';
  remote: boolean;
}

// The dialog, its form and their libraries (Radix's dialog, react-hook-form: about 30 KB gzip) load after the
// first screen of /yourmatches, or at the first sign of use of the button.
const dialog = lazyModule(() => import('./save-search-dialog'));

/** 'Save this search' on /yourmatches: a plain button until the dialog's code is there (docs/product.md section C12). */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  return (
    <DeferredTrigger
      module={dialog}
      className={buttonClasses({ variant: 'outline' })}
      popup="dialog"
      render={(module, start) => <module.SaveSearchDialog filters={filters} start={start} />}
    >
      Save this search
    </DeferredTrigger>
  );
}

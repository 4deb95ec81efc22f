import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface FiltersDisclosureProps {
  /** How many filters are in use, shown on the button. */
  active: number;
  /** The filters; given `close` so a search on a phone folds them away again. */
  children: (close: () => void) => ReactNode;
}

/**
 * On a phone the filters fold behind one 'Filters' button with the count of active ones, so the first job shows on
 * the first screen; from the small breakpoint up they are always open and the button is gone.
 */
export function FiltersDisclosure({ active, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="mb-4 w-full sm:hidden"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M3 5h14M6 10h8M9 15h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <div id={id} className={open ? undefined : 'hidden sm:block'}>
        {children(() => setOpen(false))}
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';

interface ListStatesProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** What failed, in docs/product.md's words ('Unable to fetch events'). */
  errorMessage: string;
  emptyMessage: string;
  loadingLabel: string;
  children: ReactNode;
}

/** Loading skeletons, the failure message, the empty words, or the list. */
export function ListStates({ isPending, isError, isEmpty, errorMessage, emptyMessage, loadingLabel, children }: ListStatesProps) {
  if (isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3 py-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <FormAlert className="mt-3">{errorMessage}</FormAlert>;
  if (isEmpty) return <p className="py-6 text-center text-sm text-slate-700">{emptyMessage}</p>;
  return <>{children}</>;
}

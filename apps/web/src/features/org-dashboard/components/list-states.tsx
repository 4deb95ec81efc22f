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
  /** Stand-in rows while loading: about as tall as what usually comes, so little moves when it does. */
  loadingRows?: number;
  children: ReactNode;
}

/** Loading skeletons, the failure message, the empty words, or the list. */
export function ListStates({ isPending, isError, isEmpty, errorMessage, emptyMessage, loadingLabel, loadingRows = 3, children }: ListStatesProps) {
  if (isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3 py-2">
        {Array.from({ length: loadingRows }, (_, row) => (
          <Skeleton key={row} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <FormAlert className="mt-3">{errorMessage}</FormAlert>;
  if (isEmpty) return <p className="py-6 text-center text-sm text-slate-700">{emptyMessage}</p>;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';

/** A list's loading, error and empty states, and the list itself once there is something in it. */
export function ListState<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { results: T[] } | undefined; refetch: () => unknown };
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        This list could not be loaded.
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.results.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data.results)}</>;
}

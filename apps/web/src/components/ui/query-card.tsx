import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, CardTitle } from './card';
import { Skeleton } from './skeleton';

interface QueryCardProps {
  /** The title's id, which also names the card. */
  titleId: string;
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  id?: string;
  /** What the card shows: placeholders while it loads, a message and Try again when it fails. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Names the placeholders for screen readers: "Loading …". */
  loadingLabel: string;
  /** The placeholders' classes (their height) and how many stand while it loads. */
  skeleton: string;
  skeletonRows?: number;
  /** "We could not load …". */
  failure: string;
  /** What the loaded data shows, and anything else the card holds. */
  children: ReactNode;
}

/** A card of the settings pages whose body waits for one query. */
export function QueryCard({ titleId, title, description, id, query, loadingLabel, skeleton, skeletonRows = 1, failure, children }: QueryCardProps) {
  return (
    <Card aria-labelledby={titleId} id={id}>
      <CardTitle id={titleId}>{title}</CardTitle>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      {query.isPending && (
        <div className="mt-4 space-y-2" role="status" aria-label={loadingLabel}>
          {Array.from({ length: skeletonRows }, (_, row) => (
            <Skeleton key={row} className={skeleton} />
          ))}
        </div>
      )}
      {query.isError && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {failure}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {children}
    </Card>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, CardTitle } from './card';
import { Skeleton } from './skeleton';

interface QueryCardProps<Data> {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  id?: string;
  /** What the card shows: placeholders while it loads, a message and Try again when it fails. */
  query: { data: Data | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Names the placeholders for screen readers ("Loading" and the title unless told). */
  loadingLabel?: string;
  /** The placeholders' classes (their height) and how many stand while it loads. */
  skeleton?: string;
  skeletonRows?: number;
  /** "We could not load …". */
  failure: string;
  /** What the loaded data shows; `titleId` names the card's title, for a list inside to be named by it. */
  children: (data: Data, titleId: string) => ReactNode;
}

/** A card of the settings pages whose body waits for one query. */
export function QueryCard<Data>({
  title,
  description,
  id,
  query,
  loadingLabel = `Loading ${title.toLowerCase()}`,
  skeleton = 'h-10 w-full',
  skeletonRows = 1,
  failure,
  children,
}: QueryCardProps<Data>) {
  const titleId = useId();
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
      {query.data !== undefined && children(query.data, titleId)}
    </Card>
  );
}

interface CardListProps<Item> {
  items: readonly Item[];
  /** The id of what names the list (the card's title). */
  labelledBy: string;
  /** What the card says when there are none. */
  empty: ReactNode;
  /** One item, as a list item. */
  children: (item: Item) => ReactNode;
}

/** A card's list of items, a line between each, or what it says when there are none. */
export function CardList<Item>({ items, labelledBy, empty, children }: CardListProps<Item>) {
  if (items.length === 0) return <p className="mt-4 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200" aria-labelledby={labelledBy}>
      {items.map(children)}
    </ul>
  );
}

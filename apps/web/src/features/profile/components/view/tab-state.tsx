import { UI_MESSAGES } from '@tandem/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';

interface TabStateProps<T> {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T[] | undefined };
  /** What is loading, for screen readers: "Loading your skills". */
  loadingLabel: string;
  emptyText: string;
  addLabel: string;
  children: (items: T[]) => ReactNode;
}

/** A profile tab's list: a spinner while it loads, 'Error: ' and the reason, or an empty text with an add button. */
export function TabState<T>({ query, loadingLabel, emptyText, addLabel, children }: TabStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner label={loadingLabel} size="lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm font-medium text-danger-700">
        {UI_MESSAGES.common.errorPrefix}{query.error?.message}
      </p>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return <EmptyTab text={emptyText} addLabel={addLabel} />;
  return <>{children(items)}</>;
}

export function EmptyTab({ text, addLabel }: { text: string; addLabel: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to="/editprofile" className={buttonClasses({ variant: 'secondary' })}>
        {addLabel}
      </Link>
    </div>
  );
}

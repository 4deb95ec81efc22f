import { Button } from './button';

interface PagerProps {
  /** Zero-based page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is paged, for the navigation landmark's name, e.g. "Job listings". */
  label: string;
  isFetching?: boolean;
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** Previous and Next with "Page 2 of 5"; each is disabled at its end. */
export function Pager({ page, pageSize, total, onPageChange, label, isFetching = false }: PagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {Math.min(page + 1, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 0 || isFetching}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page + 1 >= pages || isFetching}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}

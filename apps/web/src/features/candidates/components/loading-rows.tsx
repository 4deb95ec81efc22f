import { Skeleton } from '../../../components/ui/skeleton';

/** Three card-sized skeletons while a list of candidates loads. */
export function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-28 w-full" />
      ))}
    </div>
  );
}

/** The shape of a card while the list loads. */
export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="job-card-skeleton"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex gap-4">
        <div className="size-12 shrink-0 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-3 w-1/3 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-3 w-1/2 rounded bg-slate-200 motion-safe:animate-pulse" />
        </div>
      </div>
      <div className="mt-5 h-8 rounded bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}

/** A tab's list while its jobs load: three card shapes. */
export function JobListSkeleton() {
  return (
    <div role="status" aria-label="Loading jobs" className="grid gap-4 lg:grid-cols-2">
      <JobCardSkeleton />
      <JobCardSkeleton />
      <JobCardSkeleton />
    </div>
  );
}

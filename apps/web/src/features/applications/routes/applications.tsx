import { PageHeader } from '../../../components/ui/page-header';

/** /applications: static in SPEC.md section 2. */
export function ApplicationsRoute() {
  return (
    <>
      <PageHeader title="My Applications" />
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        No applications found.
      </p>
    </>
  );
}

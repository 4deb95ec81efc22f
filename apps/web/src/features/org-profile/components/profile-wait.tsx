import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';

/**
 * /orgprofile while its data loads: the screen's header at once, in the place it keeps, and the wait below it
 * (the header was the screen's largest paint, docs/performance.md).
 */
export function ProfileWait({
  header,
  className = 'mx-auto max-w-3xl',
}: {
  header: { title: string; description: string };
  /** The wrapper of the screen it stands in for, so the header does not move when the screen comes. */
  className?: string;
}) {
  return (
    <div className={className}>
      <PageHeader {...header} />
      <PageSpinner label="Loading your profile" />
    </div>
  );
}

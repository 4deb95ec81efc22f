import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';

/** /yourmatches (`?search=` comes from the top bar's search box). */
export function YourMatchesRoute() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  return (
    <PageHeader
      title="Your Job Matches"
      description={search ? `Showing matches for “${search}”.` : undefined}
    />
  );
}

import { UI_MESSAGES } from '@tandem/contract';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import type { MyJobsList } from '../hooks/use-my-jobs-list';
import type { StatusFilter } from '../lib/job-status';

// docs/product.md has "All Jobs" on /myjobs and "All" on the dashboard's narrower panel.
const LOOKS = {
  page: {
    allLabel: 'All Jobs',
    searchLabel: 'Search jobs',
    searchPlaceholder: UI_MESSAGES.myJobs.searchPlaceholder,
    searchClassName: 'min-w-0 flex-1 basis-60',
    statusClassName: 'w-36 shrink-0',
  },
  panel: {
    allLabel: 'All',
    searchLabel: 'Search job listings',
    searchPlaceholder: 'Search jobs',
    searchClassName: 'min-w-0 flex-1 basis-48',
    statusClassName: 'w-32 shrink-0',
  },
};

/** The search box and status filter over an organisation's job list, on /myjobs or on the dashboard's panel. */
export function JobListFilters({ list, look }: { list: MyJobsList; look: keyof typeof LOOKS }) {
  const words = LOOKS[look];
  const options = [
    { value: '', label: words.allLabel },
    { value: 'active', label: 'Active' },
    { value: 'paused', label: 'Paused' },
    { value: 'closed', label: 'Closed' },
  ];
  return (
    <>
      <SearchInput
        aria-label={words.searchLabel}
        placeholder={words.searchPlaceholder}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        className={words.searchClassName}
      />
      <div className={words.statusClassName}>
        <Select
          aria-label="Filter by status"
          value={list.status}
          options={options}
          onChange={(event) => list.setStatus(event.target.value as StatusFilter)}
        />
      </div>
    </>
  );
}

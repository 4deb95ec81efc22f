import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import type { StatusFilter } from '../lib/job-status';

interface JobListFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  /** The first option's words: docs/product.md has "All Jobs" on /myjobs and "All" on the dashboard. */
  allLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchClassName: string;
  statusClassName: string;
}

/** The search box and status filter over an organisation's job list. */
export function JobListFilters(props: JobListFiltersProps) {
  const options = [
    { value: '', label: props.allLabel },
    { value: 'active', label: 'Active' },
    { value: 'paused', label: 'Paused' },
    { value: 'closed', label: 'Closed' },
  ];
  return (
    <>
      <SearchInput
        aria-label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        className={props.searchClassName}
      />
      <div className={props.statusClassName}>
        <Select
          aria-label="Filter by status"
          value={props.status}
          options={options}
          onChange={(event) => props.onStatus(event.target.value as StatusFilter)}
        />
      </div>
    </>
  );
}

import { COMMUNITY_LIMITS, VOLUNTEER_FILTER_OPTIONS, fieldTooLong } from '@tandem/contract';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { DEFAULT_VOLUNTEER_QUERY } from '../lib/volunteer-filters';
import type { VolunteerQuery } from '../lib/volunteer-filters';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The longest search the page sends: the server's own limit (VolunteerFilters). */
const SEARCH_MAX = COMMUNITY_LIMITS.searchMax;

interface VolunteerSearchProps {
  value: VolunteerQuery;
  /** The Location choices (locationOptions). */
  locations: readonly string[];
  onChange: (query: VolunteerQuery) => void;
}

/**
 * The search box with Search and Clear, and the Location, Time Commitment and Category filters of docs/product.md. A
 * plain form, not react-hook-form with a zod schema: it is the first screen of /volunteer, and the two libraries (about
 * 38 KB gzip) would be on its first load for one length check. The filters are chosen from lists.
 */
export function VolunteerSearch({ value, locations, onChange }: VolunteerSearchProps) {
  const [query, setQuery] = useState<VolunteerQuery>(value);
  const [error, setError] = useState<string | undefined>();
  const searchBox = useRef<HTMLInputElement>(null);

  /** Applies the whole query, the text trimmed; a text over the limit is refused under its field, with the focus there. */
  const apply = (next: VolunteerQuery) => {
    const search = next.search.trim();
    if (search.length > SEARCH_MAX) {
      setError(fieldTooLong(SEARCH_MAX));
      searchBox.current?.focus();
      return;
    }
    setError(undefined);
    onChange({ ...next, search });
  };
  // A filter applies as soon as it is chosen (with the text as it stands); the text waits for Search.
  const filter = (field: 'location' | 'commitment' | 'category') => (event: ChangeEvent<HTMLSelectElement>) => {
    const next: VolunteerQuery = { ...query, [field]: event.target.value };
    setQuery(next);
    apply(next);
  };

  return (
    <form
      role="search"
      aria-label="Volunteer opportunities"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply(query);
      }}
      className="mb-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Search opportunities"
          error={error}
          className="min-w-0 flex-1 basis-60"
        >
          {(control) => (
            <Input
              {...control}
              ref={searchBox}
              name="search"
              value={query.search}
              onChange={(event) => {
                setQuery({ ...query, search: event.target.value });
                if (error && event.target.value.trim().length <= SEARCH_MAX) setError(undefined);
              }}
              type="search"
              placeholder="Role, skill or organisation"
            />
          )}
        </Field>
        <Button type="submit">Search</Button>
        <Button
          variant="outline"
          onClick={() => {
            setQuery(DEFAULT_VOLUNTEER_QUERY);
            setError(undefined);
            onChange(DEFAULT_VOLUNTEER_QUERY);
          }}
        >
          Clear
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Location">
          {(control) => (
            <Select
              {...control}
              name="location"
              value={query.location}
              onChange={filter('location')}
              options={options(locations)}
            />
          )}
        </Field>
        <Field label="Time Commitment">
          {(control) => (
            <Select
              {...control}
              name="commitment"
              value={query.commitment}
              onChange={filter('commitment')}
              options={options(VOLUNTEER_FILTER_OPTIONS.commitment)}
            />
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <Select
              {...control}
              name="category"
              value={query.category}
              onChange={filter('category')}
              options={options(VOLUNTEER_FILTER_OPTIONS.category)}
            />
          )}
        </Field>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, VOLUNTEER_FILTER_OPTIONS, fieldTooLong } from '@tandem/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { DEFAULT_VOLUNTEER_QUERY } from '../lib/volunteer-filters';
import type { VolunteerQuery } from '../lib/volunteer-filters';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const SearchSchema = z.object({
  search: z.string().trim().max(200, fieldTooLong(200)),
  location: z.string().max(LIMITS.placeMax),
  commitment: z.enum(VOLUNTEER_FILTER_OPTIONS.commitment),
  category: z.enum(VOLUNTEER_FILTER_OPTIONS.category),
});

interface VolunteerSearchProps {
  value: VolunteerQuery;
  /** The Location choices (locationOptions). */
  locations: readonly string[];
  onChange: (query: VolunteerQuery) => void;
}

/** The search box with Search and Clear, and the Location, Time Commitment and Category filters of docs/product.md. */
export function VolunteerSearch({ value, locations, onChange }: VolunteerSearchProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VolunteerQuery>({ resolver: zodResolver(SearchSchema), defaultValues: value });

  const submit = handleSubmit(onChange);
  // A filter applies as soon as it is chosen; the text waits for Search.
  const filter = { onChange: () => void submit() };

  return (
    <form
      role="search"
      aria-label="Volunteer opportunities"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mb-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field
          label="Search opportunities"
          error={errors.search?.message}
          className="min-w-0 flex-1 basis-60"
        >
          {(control) => (
            <Input
              {...control}
              {...register('search')}
              type="search"
              placeholder="Role, skill or organisation"
            />
          )}
        </Field>
        <Button type="submit">Search</Button>
        <Button
          variant="outline"
          onClick={() => {
            reset(DEFAULT_VOLUNTEER_QUERY);
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
              {...register('location', filter)}
              options={options(locations)}
            />
          )}
        </Field>
        <Field label="Time Commitment">
          {(control) => (
            <Select
              {...control}
              {...register('commitment', filter)}
              options={options(VOLUNTEER_FILTER_OPTIONS.commitment)}
            />
          )}
        </Field>
        <Field label="Category">
          {(control) => (
            <Select
              {...control}
              {...register('category', filter)}
              options={options(VOLUNTEER_FILTER_OPTIONS.category)}
            />
          )}
        </Field>
      </div>
    </form>
  );
}
